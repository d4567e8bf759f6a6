import type { Payload } from 'payload'

import { poolOf } from '@/server/database/pool'
import { currentClientAddress } from '@/server/http/client-address-context'

export type RateLimitRule = { max: number; windowSeconds: number } | null

/** "10/600" means 10 requests per 600 seconds; "off" turns the limit off (load tests). */
export function parseRateLimit(value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  if (!value) return fallback
  if (value.trim().toLowerCase() === 'off') return null
  const match = /^(\d+)\/(\d+)$/.exec(value.trim())
  if (!match) throw new Error(`Invalid rate limit "${value}": use "max/seconds", e.g. "10/600", or "off".`)
  return { max: Number(match[1]), windowSeconds: Number(match[2]) }
}

export const formRateLimit = () => parseRateLimit(process.env.FORM_RATE_LIMIT, { max: 10, windowSeconds: 600 })

/**
 * Counts one hit for `key` and says whether it is within the rule. One atomic statement, so
 * concurrent requests and several app instances count correctly.
 */
export async function hitRateLimit(payload: Payload, key: string, rule: RateLimitRule): Promise<{ isAllowed: boolean; retryAfterSeconds: number }> {
  if (!rule) return { isAllowed: true, retryAfterSeconds: 0 }
  const { rows } = await poolOf(payload).query<{ count: number; reset_at: Date }>(
    `INSERT INTO rate_limits (key, count, reset_at, updated_at, created_at)
     VALUES ($1, 1, now() + make_interval(secs => $2), now(), now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limits.reset_at END,
       updated_at = now()
     RETURNING count, reset_at`,
    [key, rule.windowSeconds],
  )
  const row = rows[0]!
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000))
  return { isAllowed: row.count <= rule.max, retryAfterSeconds }
}

/**
 * The client address: under the production server, the one it worked out from the socket and
 * TRUSTED_PROXIES; elsewhere (`next dev`, tests calling handlers directly) the first X-Forwarded-For entry.
 */
export function clientAddress(headers: Headers): string {
  const fromServer = currentClientAddress()
  if (fromServer) return fromServer
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
