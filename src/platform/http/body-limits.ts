import { DELIVERY_WEBHOOK_PATHS } from '../delivery/delivery-status'
import { env } from '../env'

/**
 * How many bytes of request body the server reads, by route. Checked twice: by the production
 * server (serve.ts) from `Content-Length` before Next or Payload reads a byte, answering 413 at once,
 * and again by `defineEndpoint` while it reads (the last word for `next dev` and the tests).
 *
 * - webhooks (Resend's and Twilio's events, a few hundred bytes to a couple of KB): 16 KiB;
 * - sign-in and the links that stand in for it (password, reset, second factor, invitation,
 *   address confirmation): 8 KiB;
 * - every other request from a visitor: the largest legitimate form, a registration for a family of
 *   twenty (the booker and 20 people) answering an event's 30 questions: 2 MiB (see the unit test
 *   `body-limits.test.ts`, which builds that form with every answer at its longest typical length);
 * - a request carrying a staff session (a cookie or an Authorization header): 20 MiB, for the admin's
 *   saves and picture uploads. Anyone can send such a header, so this is the most anyone can make
 *   the server read.
 */
export const BODY_LIMITS = {
  webhook: 16 * 1024,
  signIn: 8 * 1024,
  form: 2 * 1024 * 1024,
  staff: 20 * 1024 * 1024,
} as const

export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.'
export const LENGTH_REQUIRED_MESSAGE = 'Send the request with a Content-Length.'

const WEBHOOK_PATHS = new Set(Object.values(DELIVERY_WEBHOOK_PATHS).map((path) => `/api${path}`))

const SIGN_IN_PATHS =
  /^\/api\/(?:users\/(?:login|logout|refresh-token|forgot-password|reset-password|first-register|unlock|verify\/[^/]+)|two-factor\/[^/]+|staff-invitations\/accept|staff-email\/confirm)\/?$/

/** Payload's session cookie, or an Authorization header (a JWT or an API key). */
const hasStaffCredentials = (headers: Headers) =>
  headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')

/** The most body bytes the server reads for a request to `pathname` with these headers. */
export function bodyLimitFor(pathname: string, headers: Headers): number {
  if (WEBHOOK_PATHS.has(pathname.replace(/\/+$/, ''))) return BODY_LIMITS.webhook
  if (SIGN_IN_PATHS.test(pathname)) return BODY_LIMITS.signIn
  return hasStaffCredentials(headers) ? BODY_LIMITS.staff : BODY_LIMITS.form
}

export const DELIVERY_WEBHOOK_NOT_CONFIGURED = {
  resend: 'Delivery webhooks from Resend are not configured (RESEND_WEBHOOK_SECRET).',
  twilio: 'Status callbacks from Twilio are not configured (TWILIO_AUTH_TOKEN).',
} as const

/**
 * A delivery webhook the server has no secret for is refused whatever it carries, so it is refused
 * before its body is read: the message for that, or null.
 */
export function unconfiguredWebhook(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '')
  if (path === `/api${DELIVERY_WEBHOOK_PATHS.resend}` && !env('RESEND_WEBHOOK_SECRET'))
    return DELIVERY_WEBHOOK_NOT_CONFIGURED.resend
  if (path === `/api${DELIVERY_WEBHOOK_PATHS.twilio}` && !env('TWILIO_AUTH_TOKEN'))
    return DELIVERY_WEBHOOK_NOT_CONFIGURED.twilio
  return null
}

export type BodyVerdict =
  { isAllowed: true; limit: number } | { isAllowed: false; status: 401 | 411 | 413; message: string }

/**
 * What the server does with a request before reading its body: refuse it (413 when its declared
 * length is over the route's limit, 411 for a body without a declared length, 401 for a webhook
 * nobody configured) or let it through with the limit its reader holds to.
 */
export function judgeRequestBody({
  method,
  pathname,
  headers,
}: {
  method: string
  pathname: string
  headers: Headers
}): BodyVerdict {
  const limit = bodyLimitFor(pathname, headers)
  const declared = headers.get('content-length')
  const isChunked = headers.has('transfer-encoding')
  if (!isChunked && (declared === null || declared.trim() === '0')) return { isAllowed: true, limit }
  if (method === 'POST') {
    const unconfigured = unconfiguredWebhook(pathname)
    if (unconfigured) return { isAllowed: false, status: 401, message: unconfigured }
  }
  // A body sent in chunks has no length to check up front (and browsers, webhooks and proxies send one).
  if (isChunked || declared === null || !/^\d+$/.test(declared.trim()))
    return { isAllowed: false, status: 411, message: LENGTH_REQUIRED_MESSAGE }
  if (Number(declared) > limit) return { isAllowed: false, status: 413, message: BODY_TOO_LARGE_MESSAGE }
  return { isAllowed: true, limit }
}
