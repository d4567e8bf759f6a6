import ipaddr from 'ipaddr.js'

import { parseIpAddress } from './parse-ip-address'

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]

const range = (cidr: string): Range => ipaddr.parseCIDR(cidr)

const isInRange = (address: ipaddr.IPv4 | ipaddr.IPv6, [prefix, bits]: Range) =>
  address.kind() === prefix.kind() && address.match(prefix, bits)

/** Every IPv4 range the IANA special-purpose registry lists as not globally reachable, and documentation. */
const BLOCKED_IPV4 = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, where the cloud metadata service answers
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // the former 6to4 relay anycast
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
].map(range)

/**
 * Only global unicast (2000::/3) can be a receiver on the internet; everything outside it is refused
 * unless it carries an IPv4 address: unspecified ::, loopback ::1, discard 100::/64, unique local
 * fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8 and the unassigned rest.
 */
const GLOBAL_UNICAST = range('2000::/3')
const BLOCKED_GLOBAL_IPV6 = [
  '2001::/23', // IETF protocol assignments (Teredo, inside it, is judged by its IPv4 addresses first)
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
].map(range)

const ipv4At = (bytes: number[], ...offsets: number[]) => new ipaddr.IPv4(offsets.map((offset) => bytes[offset]!))
const ipv4Tail = (bytes: number[]) => new ipaddr.IPv4(bytes.slice(12))

/**
 * The ways of carrying IPv4 inside IPv6, each with the IPv4 addresses such an address leads to;
 * Teredo leads to its server and to its client (stored inverted). Where the IPv4 address sits in
 * the local-use NAT64 prefix 64:ff9b:1::/48 depends on a prefix length we cannot know, so only its
 * common layout 64:ff9b:1::a.b.c.d is judged by its IPv4 address and the rest of it is refused.
 */
const IPV4_EMBEDDINGS: Array<{ range: Range; ipv4s: (bytes: number[]) => ipaddr.IPv4[] }> = [
  { range: range('::ffff:0:0/96'), ipv4s: (bytes) => [ipv4Tail(bytes)] }, // mapped
  { range: range('::/96'), ipv4s: (bytes) => [ipv4Tail(bytes)] }, // compatible (and so :: and ::1)
  { range: range('64:ff9b::/96'), ipv4s: (bytes) => [ipv4Tail(bytes)] }, // NAT64
  { range: range('64:ff9b:1::/96'), ipv4s: (bytes) => [ipv4Tail(bytes)] }, // local-use NAT64
  { range: range('2002::/16'), ipv4s: (bytes) => [ipv4At(bytes, 2, 3, 4, 5)] }, // 6to4
  {
    range: range('2001::/32'),
    ipv4s: (bytes) => [ipv4At(bytes, 4, 5, 6, 7), new ipaddr.IPv4(bytes.slice(12).map((byte) => byte ^ 0xff))],
  }, // Teredo
]

/**
 * Whether an address is one a webhook must never reach from our server: loopback, private networks,
 * link-local (including the cloud metadata service at 169.254.169.254), carrier-grade NAT,
 * "this network", documentation, multicast and reserved ranges, and their IPv6 counterparts. IPv6 is
 * judged by its bytes, whatever its spelling, and an IPv4 address inside IPv6 as that IPv4 address.
 * Anything that is not an address is refused.
 */
export function isBlockedAddress(written: string): boolean {
  const address = parseIpAddress(written)?.parsed
  if (!address) return true
  return address instanceof ipaddr.IPv4 ? isBlockedIpv4(address) : isBlockedIpv6(address)
}

const isBlockedIpv4 = (address: ipaddr.IPv4) => BLOCKED_IPV4.some((blocked) => isInRange(address, blocked))

function isBlockedIpv6(address: ipaddr.IPv6): boolean {
  const embedding = IPV4_EMBEDDINGS.find((candidate) => isInRange(address, candidate.range))
  if (embedding) return embedding.ipv4s(address.toByteArray()).some(isBlockedIpv4)
  return !isInRange(address, GLOBAL_UNICAST) || BLOCKED_GLOBAL_IPV6.some((blocked) => isInRange(address, blocked))
}
