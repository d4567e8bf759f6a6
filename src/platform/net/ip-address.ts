import { type IpAddress, parseIpAddress } from './parse-ip-address'

/**
 * An address as a proxy or a socket may write it, in one spelling: a port ("[2001:db8::1]:443",
 * "203.0.113.9:8080"), brackets and an IPv6 zone ("fe80::1%eth0") are dropped, IPv6 is written the
 * canonical way (RFC 5952), and an IPv4 address inside IPv6 ("::ffff:203.0.113.9", "::ffff:cb00:7109")
 * becomes that IPv4 address. Null when what is left is not an IP address.
 */
export function normaliseIpAddress(written: string): string | null {
  const address = parseIpAddress(withoutPort(written.trim()))
  return address && formatIpAddress(address)
}

/**
 * The block a rate limit counts an address by. An IPv6 client is normally given a whole /64 (a
 * home or a phone), and picks any address in it at will, so its /64 is one client; an IPv4 address
 * is its own. Anything that is not an address is returned as it came.
 */
export function addressBlock(address: string): string {
  const parsed = parseIpAddress(withoutPort(address.trim()))
  if (!parsed) return address
  const formatted = formatIpAddress(parsed)
  // IPv4, also when written inside IPv6.
  if (!formatted.includes(':')) return formatted
  const network = Uint8Array.from(parsed.bytes, (byte, index) => (index < 8 ? byte : 0))
  return `${formatIpAddress({ version: 6, bytes: network })}/64`
}

function withoutPort(address: string): string {
  const bracketed = /^(\[[^\]]+\]):\d+$/.exec(address)
  if (bracketed) return bracketed[1]!
  return /^[\d.]+:\d+$/.test(address) ? address.slice(0, address.lastIndexOf(':')) : address
}

const isIpv4Mapped = (bytes: Uint8Array) =>
  bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff

function formatIpAddress({ version, bytes }: IpAddress): string {
  if (version === 4) return bytes.join('.')
  if (isIpv4Mapped(bytes)) return bytes.slice(12).join('.')
  const groups = Array.from({ length: 8 }, (_, index) =>
    ((bytes[index * 2]! << 8) | bytes[index * 2 + 1]!).toString(16),
  )
  // The URL parser writes IPv6 in its one canonical spelling.
  return new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1)
}
