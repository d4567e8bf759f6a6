import type { IncomingMessage, ServerResponse } from 'node:http'

import { clientAddressFrom, type ProxyTrust } from '../net/client-address'
import { env } from '../env'

import { runWithClientAddress } from './client-address-context'

/** The proxies the production server believes, from TRUSTED_PROXIES and TRUSTED_PROXY_ADDRESSES. */
export const proxyTrustFromEnv = (): ProxyTrust => ({
  trustedProxies: env('TRUSTED_PROXIES'),
  isTrustedProxy: env('TRUSTED_PROXY_ADDRESSES'),
})

type Listener = (req: IncomingMessage, res: ServerResponse) => void

/**
 * The production server's request listener, wrapped so that everything the request does runs with
 * the client address worked out from its connection: the socket's peer, and X-Forwarded-For only
 * as far as trusted proxies wrote it.
 */
export function withClientAddress(trust: ProxyTrust, listener: Listener): Listener {
  return (req, res) => {
    const address = clientAddressFrom({
      forwardedFor: req.headers['x-forwarded-for']?.toString(),
      socketAddress: req.socket.remoteAddress,
      ...trust,
    })
    runWithClientAddress(address, () => listener(req, res))
  }
}
