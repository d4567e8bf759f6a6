import { createHmac } from 'node:crypto'
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'

import {
  describeWebhookOutcome,
  WEBHOOK_ERROR_CODES,
  type WebhookAttempt,
  type WebhookOutcome,
} from './describe-webhook-outcome'
import { isBlockedAddress } from './ip-ranges'
import { webhookUrlProblem } from './webhook-url'
import { env } from '../env'

const WEBHOOK_TIMEOUT_MS = 5000
const SIGNATURE_HEADER = 'X-Church-Signature'

/** Loopback receivers are allowed only where explicitly set (development and tests). */
const allowsPrivateHosts = () => env('WEBHOOK_ALLOW_PRIVATE_HOSTS')

/** "sha256=<hex>": an HMAC of the exact body with the shared secret, for the receiver to check. */
const signWebhookBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** A URL the sender refuses before any connection; its message is ours and may be shown as it is. */
class WebhookUrlError extends Error {
  readonly code = WEBHOOK_ERROR_CODES.invalidUrl
}

/** Only http(s), no credentials in the URL: anything else is refused before any connection. */
function parseWebhookUrl(value: string): URL {
  const problem = webhookUrlProblem(value)
  if (problem) throw new WebhookUrlError(problem)
  return new URL(value.trim())
}

const refusedAddress = () => Object.assign(new Error('refused address'), { code: WEBHOOK_ERROR_CODES.refusedAddress })

/**
 * Resolves the host once, when the connection is made, and refuses it if any of its addresses is
 * private, loopback, link-local or reserved; the connection then goes to the addresses judged here,
 * so a name that re-resolves to an internal address (DNS rebinding) cannot slip past the check.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as unknown as dns.LookupAddress[]
      if (!allowPrivate && list.some((entry) => isBlockedAddress(entry.address)))
        return callback(refusedAddress(), '', 0)
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

/**
 * POSTs a signed JSON body without following redirects, giving up after the timeout, and reports
 * the outcome in words an admin may see.
 */
export function postWebhook(
  target: string,
  payload: unknown,
  {
    secret,
    allowPrivate = allowsPrivateHosts(),
    timeoutMs = WEBHOOK_TIMEOUT_MS,
  }: { secret?: string | null; allowPrivate?: boolean; timeoutMs?: number } = {},
): Promise<WebhookOutcome> {
  const outcome = (attempt: WebhookAttempt) => describeWebhookOutcome(attempt, { timeoutMs })
  let url: URL
  try {
    url = parseWebhookUrl(target)
  } catch (error) {
    return Promise.resolve(outcome({ error }))
  }
  // Node connects to an IP literal without a lookup, so those are judged here.
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(literal) && isBlockedAddress(literal) && !allowPrivate)
    return Promise.resolve(outcome({ error: refusedAddress() }))
  const body = JSON.stringify(payload)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'User-Agent': 'church-site-webhooks/1',
  }
  if (secret) headers[SIGNATURE_HEADER] = signWebhookBody(secret, body)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let settled = false
    const settle = (attempt: WebhookAttempt) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      resolve(outcome(attempt))
    }
    const request = client.request(
      url,
      { method: 'POST', headers, lookup: guardedLookup(allowPrivate) },
      (response) => {
        response.resume()
        response.on('end', () => settle({ status: response.statusCode ?? 0 }))
        response.on('error', (error) => settle({ error }))
      },
    )
    // The whole exchange has one deadline, so a receiver that answers a byte at a time cannot hold it open.
    const deadline = setTimeout(() => {
      settle({ error: Object.assign(new Error('timed out'), { code: WEBHOOK_ERROR_CODES.timeout }) })
      request.destroy()
    }, timeoutMs)
    request.on('error', (error) => settle({ error }))
    request.end(body)
  })
}
