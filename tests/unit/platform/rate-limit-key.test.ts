import { describe, expect, it } from 'vitest'

import { boundRateLimitKey, MAX_RATE_LIMIT_KEY_LENGTH } from '@/platform/rate-limit/rate-limit-key'

describe('boundRateLimitKey', () => {
  it('keeps a key of ordinary length as it is', () => {
    expect(boundRateLimitKey('register:2001:db8:1:2::/64')).toBe('register:2001:db8:1:2::/64')
  })

  it('replaces a long key by its scope and a hash, still telling keys apart', () => {
    const long = `register:${'x'.repeat(5000)}`
    const bounded = boundRateLimitKey(long)
    expect(bounded.length).toBeLessThanOrEqual(MAX_RATE_LIMIT_KEY_LENGTH)
    expect(bounded).toMatch(/^register:#[0-9a-f]{64}$/)
    expect(boundRateLimitKey(`${long}y`)).not.toBe(bounded)
    expect(boundRateLimitKey(long)).toBe(bounded)
    expect(boundRateLimitKey('y'.repeat(500)).length).toBeLessThanOrEqual(MAX_RATE_LIMIT_KEY_LENGTH)
  })
})
