import type ipaddr from 'ipaddr.js'

import { normaliseIpAddress } from './ip-address'
import { parseIpAddress } from './parse-ip-address'

/** Which peers may speak for a client in X-Forwarded-For, and how many of them stand in a row. */
export type ProxyTrust = { trustedProxies: number; isTrustedProxy: (address: string) => boolean }

/**
 * Who sent a request, for per-address limits. Each proxy in front of the app appends the address it
 * received the request from to X-Forwarded-For, and the app sees the last proxy as the socket's
 * peer. Starting from the peer, each hop that is a trusted proxy (up to `trustedProxies` of them)
 * hands over to the entry it appended, the next one to the left; the first hop that is not a
 * trusted proxy is the client. So a client talking to the app directly from a public address is
 * that address whatever it writes in the header, and entries left of the trusted hops (written by
 * the client, perhaps forged) are never read.
 */
export function clientAddressFrom({
  forwardedFor,
  socketAddress,
  trustedProxies,
  isTrustedProxy,
}: ProxyTrust & { forwardedFor?: string | null; socketAddress?: string | null }): string {
  let client = normaliseIpAddress(socketAddress ?? '')
  if (!client) return 'unknown'
  const forwarded = (forwardedFor ?? '').split(',').filter((entry) => entry.trim())
  for (let hop = 0; hop < trustedProxies && isTrustedProxy(client); hop++) {
    const appended = normaliseIpAddress(forwarded.pop() ?? '')
    // No entry, or one that is no address: the proxy itself is the best there is.
    if (!appended) break
    client = appended
  }
  return client
}

export const TRUSTED_PROXIES_ERROR =
  'TRUSTED_PROXIES must be a whole number from 0 to 10: how many proxies in front of the app append to X-Forwarded-For.'

/** How many proxies in front of the app add to X-Forwarded-For; one (a TLS proxy or load balancer) unless set. */
export function parseTrustedProxies(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  const count = Number(value.trim())
  if (!Number.isInteger(count) || count < 0 || count > 10) throw new Error(`${TRUSTED_PROXIES_ERROR} Got "${value}".`)
  return count
}

/**
 * Loopback only: a proxy on the same host. Not private networks: a NAT in front that adds no
 * header (docker-proxy, Kubernetes SNAT) connects from a private address, and trusting it would let
 * every client write its own address in X-Forwarded-For. A load balancer on another host is listed
 * in TRUSTED_PROXY_ADDRESSES.
 */
export const DEFAULT_TRUSTED_PROXY_ADDRESSES = '127.0.0.0/8, ::1/128'

export const TRUSTED_PROXY_ADDRESSES_ERROR =
  'TRUSTED_PROXY_ADDRESSES must be a comma-separated list of addresses or CIDR blocks (e.g. "10.0.0.0/8, 2001:db8::/32"): the peers whose X-Forwarded-For is believed.'

/** The peers allowed to speak for a client: the listed addresses and blocks, or loopback only unless set. */
export function parseTrustedProxyAddresses(value: string | undefined): (address: string) => boolean {
  const list = value?.trim() ? value : DEFAULT_TRUSTED_PROXY_ADDRESSES
  const blocks = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((entry) => {
      const block = parseBlock(entry)
      if (!block) throw new Error(`${TRUSTED_PROXY_ADDRESSES_ERROR} Got "${entry}".`)
      return block
    })
  return (address) => {
    // IPv4 written inside IPv6 ("::ffff:10.0.0.2", as a dual-stack socket reports it) is that IPv4 address.
    const parsed = parseIpAddress(normaliseIpAddress(address) ?? '')?.parsed
    return !!parsed && blocks.some(([prefix, bits]) => parsed.kind() === prefix.kind() && parsed.match(prefix, bits))
  }
}

/** "10.0.0.0/8", "2001:db8::/32" or one address (a block of its own), or null. */
function parseBlock(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const [address = '', prefixText, ...rest] = entry.split('/')
  const parsed = parseIpAddress(address)?.parsed
  if (!parsed || rest.length > 0 || (prefixText !== undefined && !/^\d+$/.test(prefixText))) return null
  const maxPrefix = parsed.kind() === 'ipv4' ? 32 : 128
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText)
  return prefix <= maxPrefix ? [parsed, prefix] : null
}
