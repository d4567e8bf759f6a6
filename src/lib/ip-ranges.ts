import { isIP } from 'node:net'

/**
 * Whether an address is one a webhook must never reach from our server: loopback, private networks,
 * link-local (including the cloud metadata service at 169.254.169.254), carrier-grade NAT,
 * "this network", multicast and reserved ranges, and their IPv6 counterparts.
 */
export function isBlockedAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return isBlockedIpv4(address)
  if (version === 6) return isBlockedIpv6(address)
  return true
}

function isBlockedIpv4(address: string): boolean {
  const [a, b] = address.split('.').map(Number) as [number, number, number, number]
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast and reserved, broadcast
  )
}

function isBlockedIpv6(address: string): boolean {
  const lower = address.toLowerCase()
  // An IPv4 address inside IPv6 (::ffff:127.0.0.1) is judged as IPv4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (mapped) return isBlockedIpv4(mapped[1]!)
  if (lower === '::' || lower === '::1') return true
  const first = parseInt(lower.split(':')[0] || '0', 16)
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 || // multicast
    lower.startsWith('64:ff9b:') || // NAT64 can reach IPv4 private space
    lower.startsWith('2001:db8:') // documentation
  )
}
