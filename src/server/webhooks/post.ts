import { createHmac } from 'node:crypto'
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'

import { isBlockedAddress } from '@/lib/ip-ranges'
import { env } from '@/server/env'

export const WEBHOOK_TIMEOUT_MS = 5000
export const SIGNATURE_HEADER = 'X-Church-Signature'

export type WebhookResult = { ok: boolean; status: number | null; error: string | null }

/** Loopback receivers are allowed only where explicitly set (development and tests). */
export const allowsPrivateHosts = () => env('WEBHOOK_ALLOW_PRIVATE_HOSTS')

/** "sha256=<hex>": an HMAC of the exact body with the shared secret, for the receiver to check. */
export const signWebhookBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

export class WebhookUrlError extends Error {}

/** Only http(s), no credentials in the URL: anything else is refused before any connection. */
export function parseWebhookUrl(value: string): URL {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new WebhookUrlError('Enter a full web address starting with https://')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookUrlError('Only http and https addresses can receive webhooks.')
  if (url.username || url.password) throw new WebhookUrlError('Remove the user name and password from the address.')
  return url
}

/**
 * Resolves the host and refuses private, loopback, link-local and metadata addresses at connection
 * time, so a name that resolves (or re-resolves) to an internal address cannot be used to reach
 * our own network.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as unknown as dns.LookupAddress[]
      const blocked = list.find((entry) => isBlockedAddress(entry.address))
      if (blocked && !allowPrivate) {
        return callback(Object.assign(new Error(`The address ${hostname} resolves to a private or reserved network (${blocked.address}), which webhooks may not reach.`), { code: 'EBLOCKED' }), '', 0)
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

/** POSTs a signed JSON body with a 5 s timeout, without following redirects. */
export function postWebhook(
  target: string,
  payload: unknown,
  { secret, allowPrivate = allowsPrivateHosts(), timeoutMs = WEBHOOK_TIMEOUT_MS }: { secret?: string | null; allowPrivate?: boolean; timeoutMs?: number } = {},
): Promise<WebhookResult> {
  let url: URL
  try {
    url = parseWebhookUrl(target)
  } catch (error) {
    return Promise.resolve({ ok: false, status: null, error: (error as Error).message })
  }
  // Node connects to an IP literal without a lookup, so those are checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(literal) && isBlockedAddress(literal) && !allowPrivate) {
    return Promise.resolve({ ok: false, status: null, error: `${literal} is a private or reserved address, which webhooks may not reach.` })
  }
  const body = JSON.stringify(payload)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'User-Agent': 'church-site-webhooks/1',
  }
  if (secret) headers[SIGNATURE_HEADER] = signWebhookBody(secret, body)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(url, { method: 'POST', headers, lookup: guardedLookup(allowPrivate), timeout: timeoutMs }, (response) => {
      response.resume()
      response.on('end', () => {
        const status = response.statusCode ?? 0
        resolve({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `The receiver answered ${status}.` })
      })
    })
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} seconds.`)))
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message }))
    request.end(body)
  })
}
