import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a webhook's timestamp may be from our clock, either way, before it counts as stale. */
const SVIX_TOLERANCE_SECONDS = 5 * 60

export type SvixHeaders = { id: string | null; timestamp: string | null; signature: string | null }

export type SvixVerdict =
  | { isValid: true; id: string; timestamp: number }
  | { isValid: false; reason: 'unsigned' | 'malformed' | 'stale' | 'mismatch' }

/** The HMAC-SHA256 key of a `whsec_<base64>` secret (Svix also accepts the bare base64). */
const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64')

/** `v1,<base64>` for the signed content `${id}.${timestamp}.${body}`: what Svix (Resend's sender) puts in `svix-signature`. */
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
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b)

/**
 * Checks a Svix-signed request: all three headers present, the timestamp within the tolerance of
 * `now`, and one of the space-separated `v1,<base64>` signatures (several during a secret rotation)
 * equal to ours over the exact body received. Replays inside the tolerance are the caller's to
 * refuse, by the id.
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
  const expected = Buffer.from(signSvix({ secret, id, timestamp: seconds, body }).slice('v1,'.length), 'base64')
  const isMatch = signature
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .some((entry) => sameBytes(Buffer.from(entry.slice('v1,'.length), 'base64'), expected))
  return isMatch ? { isValid: true, id, timestamp: seconds } : { isValid: false, reason: 'mismatch' }
}
