export type RateLimitRule = { max: number; windowSeconds: number } | null

/** "10/600" means 10 requests per 600 seconds; "off" turns the limit off (load tests). */
export function parseRateLimit(value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  if (!value) return fallback
  if (value.trim().toLowerCase() === 'off') return null
  const match = /^(\d+)\/(\d+)$/.exec(value.trim())
  if (!match) throw new Error(`Invalid rate limit "${value}": use "max/seconds", e.g. "10/600", or "off".`)
  return { max: Number(match[1]), windowSeconds: Number(match[2]) }
}
