import { timingSafeEqual } from 'node:crypto'

import { Webhook } from 'standardwebhooks'

/** How far a webhook's timestamp may be from our clock, either way, before it counts as stale (Standard Webhooks' tolerance). */
const SVIX_TOLERANCE_SECONDS = 5 * 60

export type SvixHeaders = { id: string | null; timestamp: string | null; signature: string | null }

export type SvixVerdict =
  | { isValid: true; id: string; timestamp: number }
  | { isValid: false; reason: 'unsigned' | 'malformed' | 'stale' | 'mismatch' }

/**
 * `v1,<base64>` for the signed content `${id}.${timestamp}.${body}`: what Svix (Resend's sender)
 * puts in `svix-signature`. Svix is Standard Webhooks, so its reference library signs: the secret is
 * `whsec_<base64>` (or the bare base64) and the signature HMAC-SHA256.
 */
export function signSvix({
  secret,
  id,
  timestamp,
  body,
}: {
  secret: string
  id: string
  timestamp: number
  body: string
}): string {
  return new Webhook(secret).sign(id, new Date(timestamp * 1000), body)
}

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)]
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Checks a Svix-signed request: all three headers present, the timestamp within the tolerance of
 * `now`, and one of the space-separated `v1,<base64>` signatures (several during a secret rotation)
 * equal to the one Standard Webhooks' library makes over the exact body received. The library's own
 * `verify` reads the clock itself and answers every failure with one error, so the headers and the
 * time are checked here, to say which failure it was and to take the time from the caller. Replays
 * inside the tolerance are the caller's to refuse, by the id.
 */
export function verifySvix({
  secret,
  headers,
  body,
  now = new Date(),
}: {
  secret: string
  headers: SvixHeaders
  body: string
  now?: Date
}): SvixVerdict {
  const { id, timestamp, signature } = headers
  if (!id || !timestamp || !signature) return { isValid: false, reason: 'unsigned' }
  if (!/^\d{1,12}$/.test(timestamp)) return { isValid: false, reason: 'malformed' }
  const seconds = Number(timestamp)
  if (Math.abs(now.getTime() / 1000 - seconds) > SVIX_TOLERANCE_SECONDS) return { isValid: false, reason: 'stale' }
  const expected = signSvix({ secret, id, timestamp: seconds, body })
  const isMatch = signature
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .some((entry) => sameText(entry, expected))
  return isMatch ? { isValid: true, id, timestamp: seconds } : { isValid: false, reason: 'mismatch' }
}
