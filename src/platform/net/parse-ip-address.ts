export type IpAddress = { version: 4 | 6; bytes: Uint8Array }

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const DOTTED_QUAD = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`)
const HEX_GROUP = /^[\da-f]{1,4}$/
const ZONE_ID = /^[\w.-]+$/

/**
 * An IP address as its bytes: 4 for a dotted quad, 16 for IPv6 however it is spelled (compressed or
 * expanded, any case, a dotted IPv4 tail, a zone id such as "%eth0", inside [brackets]). Null for
 * anything else, including IPv4 with leading zeros, in hex or as one number: resolvers disagree on
 * what those mean, so only the canonical dotted quad is an address.
 */
export function parseIpAddress(written: string): IpAddress | null {
  const bracketed = /^\[(.*)\]$/.exec(written)
  if (bracketed) return parseIpv6(bracketed[1]!)
  const ipv4 = parseIpv4(written)
  if (ipv4) return { version: 4, bytes: ipv4 }
  return parseIpv6(written)
}

function parseIpv4(text: string): Uint8Array | null {
  return DOTTED_QUAD.test(text) ? Uint8Array.from(text.split('.'), Number) : null
}

function parseIpv6(written: string): IpAddress | null {
  const [withoutZone, zone, ...extra] = written.toLowerCase().split('%')
  if (extra.length > 0 || (zone !== undefined && !ZONE_ID.test(zone))) return null
  const groups = readGroups(withoutDottedTail(withoutZone!))
  if (!groups) return null
  const bytes = new Uint8Array(16)
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8
    bytes[index * 2 + 1] = group & 0xff
  })
  return { version: 6, bytes }
}

/** "::ffff:127.0.0.1" becomes "::ffff:7f00:1"; a tail that is not a dotted quad is left to fail later. */
function withoutDottedTail(text: string): string {
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (lastColon < 0 || !tail.includes('.')) return text
  const ipv4 = parseIpv4(tail)
  if (!ipv4) return text
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16)
  return `${text.slice(0, lastColon + 1)}${hex(ipv4[0]!, ipv4[1]!)}:${hex(ipv4[2]!, ipv4[3]!)}`
}

/** The eight 16-bit groups, where "::" stands for one or more groups of zeros and appears at most once. */
function readGroups(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2 || !text.includes(':')) return null
  const written = halves.map((half) => (half === '' ? [] : half.split(':')))
  if (written.flat().some((group) => !HEX_GROUP.test(group))) return null
  const [head, tail] = written.map((half) => half.map((group) => parseInt(group, 16))) as [
    number[],
    number[] | undefined,
  ]
  if (tail === undefined) return head.length === 8 ? head : null
  const zeros = 8 - head.length - tail.length
  return zeros >= 1 ? [...head, ...Array<number>(zeros).fill(0), ...tail] : null
}
