/**
 * Who sent a request, for per-address limits. Each trusted proxy in front of the app appends the
 * address it received the request from to X-Forwarded-For, and the app sees the last proxy as the
 * socket's peer. So, counting from the right of [...forwarded entries, socket address], the entry
 * past the trusted proxies is the client; anything further left was written by the client and may
 * be forged.
 */
export function clientAddressFrom({ forwardedFor, socketAddress, trustedProxies }: { forwardedFor?: string | null; socketAddress?: string | null; trustedProxies: number }): string {
  const chain = [...(forwardedFor ?? '').split(','), socketAddress ?? '']
    .map((entry) => normaliseAddress(entry.trim()))
    .filter(Boolean)
  if (!chain.length) return 'unknown'
  // Fewer hops than proxies configured: the leftmost is the best there is (still written by a proxy).
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!
}

/** "::ffff:203.0.113.9" (an IPv4 peer on a dual-stack socket) is the same client as "203.0.113.9". */
const normaliseAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

export const TRUSTED_PROXIES_ERROR = 'TRUSTED_PROXIES must be a whole number from 0 to 10: how many proxies in front of the app append to X-Forwarded-For.'

/** How many proxies in front of the app add to X-Forwarded-For; one (a TLS proxy or load balancer) unless set. */
export function parseTrustedProxies(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  const count = Number(value.trim())
  if (!Number.isInteger(count) || count < 0 || count > 10) throw new Error(`${TRUSTED_PROXIES_ERROR} Got "${value}".`)
  return count
}
