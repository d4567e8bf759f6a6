import ipaddr from 'ipaddr.js'

import { parseIpAddress } from './parse-ip-address'

/**
 * An address as a proxy or a socket may write it, in one spelling: a port ("[2001:db8::1]:443",
 * "203.0.113.9:8080"), brackets and an IPv6 zone ("fe80::1%eth0") are dropped, IPv6 is written the
 * canonical way (RFC 5952), and an IPv4 address inside IPv6 ("::ffff:203.0.113.9", "::ffff:cb00:7109")
 * becomes that IPv4 address. Null when what is left is not an IP address.
 */
export function normaliseIpAddress(written: string): string | null {
  const address = parseIpAddress(withoutPort(written.trim()))?.parsed
  return address ? formatIpAddress(address) : null
}

/**
 * The block a rate limit counts an address by. An IPv6 client is normally given a whole /64 (a
 * home or a phone), and picks any address in it at will, so its /64 is one client; an IPv4 address
 * is its own. Anything that is not an address is returned as it came.
 */
export function addressBlock(address: string): string {
  const parsed = parseIpAddress(withoutPort(address.trim()))?.parsed
  if (!parsed) return address
  // IPv4, also when written inside IPv6.
  if (parsed instanceof ipaddr.IPv4 || parsed.isIPv4MappedAddress()) return formatIpAddress(parsed)
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${formatIpAddress(parsed)}/64`).toRFC5952String()}/64`
}

function withoutPort(address: string): string {
  const bracketed = /^(\[[^\]]+\]):\d+$/.exec(address)
  if (bracketed) return bracketed[1]!
  return /^[\d.]+:\d+$/.test(address) ? address.slice(0, address.lastIndexOf(':')) : address
}

function formatIpAddress(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (address instanceof ipaddr.IPv4) return address.toString()
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString()
  // Without the zone: it names an interface of the host that wrote it, not a client.
  return new ipaddr.IPv6(address.parts).toRFC5952String()
}
