import ipaddr from 'ipaddr.js'

export type IpAddress = { version: 4 | 6; bytes: Uint8Array; parsed: ipaddr.IPv4 | ipaddr.IPv6 }

/** A zone id as an interface name or number ("%eth0", "%25"). */
const ZONE_ID = /^[\w.-]+$/

/**
 * An IP address as its bytes (parsed by ipaddr.js): 4 for a dotted quad, 16 for IPv6 however it is
 * spelled (compressed or expanded, any case, a dotted IPv4 tail, a zone id such as "%eth0", inside
 * [brackets]). Null for anything else, including IPv4 with leading zeros, in hex or as one number,
 * also as the tail of IPv6: resolvers disagree on what those mean, so only the canonical dotted quad
 * is an address (ipaddr.js alone accepts those spellings).
 */
export function parseIpAddress(written: string): IpAddress | null {
  const bracketed = /^\[(.*)\]$/.exec(written)
  if (bracketed) return parseIpv6(bracketed[1]!)
  if (ipaddr.IPv4.isValidFourPartDecimal(written)) return withBytes(ipaddr.IPv4.parse(written))
  return parseIpv6(written)
}

function parseIpv6(written: string): IpAddress | null {
  const [address = '', zone, ...extra] = written.split('%')
  if (extra.length > 0 || (zone !== undefined && !ZONE_ID.test(zone))) return null
  const hexOnly = withoutDottedTail(address)
  // Without the zone, which ipaddr.js reads more narrowly, and which says nothing about the address.
  if (hexOnly === null || !ipaddr.IPv6.isValid(hexOnly)) return null
  return withBytes(ipaddr.IPv6.parse(hexOnly))
}

/**
 * "::ffff:127.0.0.1" becomes "::ffff:7f00:1", so that a dotted IPv4 tail must be a canonical dotted
 * quad, and "::1.2.3.4" stays the IPv4-compatible address it is written as (ipaddr.js reads it as
 * IPv4-mapped). Null for a tail with dots that is not a canonical dotted quad.
 */
function withoutDottedTail(text: string): string | null {
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (lastColon < 0 || !tail.includes('.')) return text
  if (!ipaddr.IPv4.isValidFourPartDecimal(tail)) return null
  const [a, b, c, d] = ipaddr.IPv4.parse(tail).octets as [number, number, number, number]
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16)
  return `${text.slice(0, lastColon + 1)}${hex(a, b)}:${hex(c, d)}`
}

const withBytes = (parsed: ipaddr.IPv4 | ipaddr.IPv6): IpAddress => ({
  version: parsed.kind() === 'ipv4' ? 4 : 6,
  bytes: Uint8Array.from(parsed.toByteArray()),
  parsed,
})
