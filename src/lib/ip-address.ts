import { isIP } from 'node:net'

/**
 * An address as a proxy or a socket may write it, reduced to the bare address: brackets and a port
 * ("[2001:db8::1]:443", "203.0.113.9:8080") and an IPv6 zone ("fe80::1%eth0") are dropped, and an
 * IPv4 address inside IPv6 ("::ffff:203.0.113.9", "::ffff:cb00:7109") becomes that IPv4 address.
 * Null when what is left is not an IP address.
 */
export function normaliseIpAddress(written: string): string | null {
  let address = written.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.split('%')[0]!
  const version = isIP(address)
  if (version === 4) return address
  if (version !== 6) return null
  const groups = ipv6Groups(address)
  return isIpv4Mapped(groups) ? ipv4FromGroups(groups[6]!, groups[7]!) : address.toLowerCase()
}

/**
 * The block a rate limit counts an address by. An IPv6 client is normally given a whole /64 (a
 * home or a phone), and picks any address in it at will, so its /64 is one client; an IPv4 address
 * is its own. Anything that is not an address is returned as it came.
 */
export function addressBlock(address: string): string {
  const normalised = normaliseIpAddress(address)
  if (!normalised) return address
  if (isIP(normalised) === 4) return normalised
  const network = [...ipv6Groups(normalised).slice(0, 4), 0, 0, 0, 0].map((group) => group.toString(16)).join(':')
  // The URL parser writes IPv6 in its one canonical (RFC 5952) spelling.
  return `${new URL(`http://[${network}]/`).hostname.slice(1, -1)}/64`
}

/** The eight 16-bit groups of a valid IPv6 address, whatever its spelling ("::", a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address
  const dottedTail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dottedTail) {
    const [a, b, c, d] = dottedTail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dottedTail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const readGroups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const [head, tail] = text.split('::')
  if (tail === undefined) return readGroups(head)
  const [before, after] = [readGroups(head), readGroups(tail)]
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

const isIpv4Mapped = (groups: number[]) => groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff

const ipv4FromGroups = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
