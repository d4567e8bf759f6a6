type WebhookFailureReason =
  | 'invalid-url'
  | 'refused-address'
  | 'not-found'
  | 'timeout'
  | 'connection-refused'
  | 'secure-connection'
  | 'http-status'
  | 'no-connection'

/** One attempt as an admin may see it: delivered or not, the receiver's status, and a reason in our words. */
export type WebhookOutcome = {
  ok: boolean
  status: number | null
  reason: WebhookFailureReason | null
  message: string
}

/** The receiver answered with a status, or the attempt ended with an error before any answer. */
export type WebhookAttempt = { status: number } | { error: unknown }

/** Codes our own sender puts on the errors it raises, beside Node's. */
export const WEBHOOK_ERROR_CODES = {
  invalidUrl: 'EWEBHOOK_INVALID_URL',
  refusedAddress: 'EWEBHOOK_REFUSED_ADDRESS',
  timeout: 'EWEBHOOK_TIMEOUT',
} as const

const DNS_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL'])
const TIMEOUTS = new Set<string>([
  WEBHOOK_ERROR_CODES.timeout,
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
])
const TLS_FAILURE =
  /^(ERR_TLS_|ERR_SSL_|CERT_|EPROTO$|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_(GET|VERIFY)_)/

/**
 * What one webhook attempt comes to, in a few words of our own. The receiver's error text, its
 * response body and the address and port behind a name are never repeated: an admin who could read
 * them could use the test button to map a network. Only the URL checks made before any connection
 * keep their own message, which is ours and names nothing behind the URL.
 */
export function describeWebhookOutcome(attempt: WebhookAttempt, { timeoutMs }: { timeoutMs: number }): WebhookOutcome {
  if ('status' in attempt) {
    const ok = attempt.status >= 200 && attempt.status < 300
    return {
      ok,
      status: attempt.status,
      reason: ok ? null : 'http-status',
      message: `The receiver answered ${attempt.status}.`,
    }
  }
  const { code, message } = (attempt.error ?? {}) as { code?: unknown; message?: unknown }
  const reason = reasonFor(typeof code === 'string' ? code : '')
  const words = reason === 'invalid-url' && typeof message === 'string' ? message : failureWords(reason, timeoutMs)
  return { ok: false, status: null, reason, message: words }
}

function reasonFor(code: string): WebhookFailureReason {
  if (code === WEBHOOK_ERROR_CODES.invalidUrl) return 'invalid-url'
  if (code === WEBHOOK_ERROR_CODES.refusedAddress) return 'refused-address'
  if (DNS_FAILURES.has(code)) return 'not-found'
  if (TIMEOUTS.has(code)) return 'timeout'
  if (code === 'ECONNREFUSED') return 'connection-refused'
  if (TLS_FAILURE.test(code)) return 'secure-connection'
  return 'no-connection'
}

function failureWords(reason: WebhookFailureReason, timeoutMs: number): string {
  switch (reason) {
    case 'refused-address':
      return 'The address is on a private or reserved network, which webhooks may not reach.'
    case 'not-found':
      return 'The address could not be found.'
    case 'timeout':
      return `No answer within ${timeoutMs / 1000} seconds.`
    case 'connection-refused':
      return 'The receiver refused the connection.'
    case 'secure-connection':
      return 'A secure connection could not be made: check the receiver’s certificate.'
    default:
      return 'The receiver could not be reached.'
  }
}
