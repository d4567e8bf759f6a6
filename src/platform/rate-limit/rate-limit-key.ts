import { createHash } from 'node:crypto'

/** Longer than any scope plus an IPv6 address; a longer key was built from something a client sent. */
export const MAX_RATE_LIMIT_KEY_LENGTH = 100

/**
 * A rate-limit key of bounded length, so a client cannot fill the table with long keys: a key within
 * the bound is kept as it is (readable when looking at the table); a longer one keeps its scope (the
 * text before the first colon) and is otherwise replaced by its SHA-256, which still tells different
 * keys apart.
 */
export function boundRateLimitKey(key: string): string {
  if (key.length <= MAX_RATE_LIMIT_KEY_LENGTH) return key
  const scope = key.slice(0, key.indexOf(':') + 1).slice(0, 30)
  return `${scope}#${createHash('sha256').update(key).digest('hex')}`
}
