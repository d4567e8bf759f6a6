import type { Payload } from 'payload'

import { addressBlock } from '../net/ip-address'
import { boundRateLimitKey } from './rate-limit-key'
import type { RateLimitRule } from './rate-limit-rule'
import { poolOf } from '../database/pool'
import { env } from '../env'
import { currentClientAddress } from '../http/client-address-context'

export const formRateLimit = () => env('FORM_RATE_LIMIT')
export const signInRateLimit = () => env('SIGN_IN_RATE_LIMIT')
export const passwordResetRateLimit = () => env('PASSWORD_RESET_RATE_LIMIT')

/**
 * Counts one hit for `key` and says whether it is within the rule. One atomic statement, so
 * concurrent requests and several app instances count correctly.
 */
export async function hitRateLimit(
  payload: Payload,
  key: string,
  rule: RateLimitRule,
): Promise<{ isAllowed: boolean; retryAfterSeconds: number }> {
  if (!rule) return { isAllowed: true, retryAfterSeconds: 0 }
  const { rows } = await poolOf(payload).query<{ count: number; reset_at: Date }>(
    `INSERT INTO rate_limits (key, count, reset_at, updated_at, created_at)
     VALUES ($1, 1, now() + make_interval(secs => $2), now(), now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limits.reset_at END,
       updated_at = now()
     RETURNING count, reset_at`,
    [boundRateLimitKey(key), rule.windowSeconds],
  )
  await purgeEndedWindowsWhenDue(payload)
  const row = rows[0]!
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000))
  return { isAllowed: row.count <= rule.max, retryAfterSeconds }
}

/** Forgets the hits counted for `key`, as if its window had ended. */
export async function resetRateLimit(payload: Payload, key: string): Promise<void> {
  await poolOf(payload).query(`DELETE FROM rate_limits WHERE key = $1`, [boundRateLimitKey(key)])
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000
let nextPurgeAt = 0

/**
 * Deletes the windows that have ended, at most once per interval per process, so the table holds
 * only the clients of the last few windows. Safe beside other instances and concurrent hits: an
 * ended window counts from one again on its next hit whether its row is still there or not.
 */
async function purgeEndedWindowsWhenDue(payload: Payload): Promise<void> {
  if (Date.now() < nextPurgeAt) return
  nextPurgeAt = Date.now() + PURGE_INTERVAL_MS
  try {
    await poolOf(payload).query(`DELETE FROM rate_limits WHERE reset_at <= now()`)
  } catch (error) {
    // Housekeeping: the hit was counted, and the next interval tries again.
    payload.logger.warn({ err: error, msg: 'Could not purge ended rate-limit windows' })
  }
}

/**
 * The client a per-address limit counts: its address (an IPv6 client by its /64, see addressBlock).
 * Under the production server, the address it worked out from the socket and the trusted proxies;
 * elsewhere (`next dev`, tests calling handlers directly) the first X-Forwarded-For entry.
 */
export function clientAddress(headers: Headers): string {
  const fromServer = currentClientAddress()
  if (fromServer) return addressBlock(fromServer)
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return addressBlock(forwarded || headers.get('x-real-ip')?.trim() || 'unknown')
}
