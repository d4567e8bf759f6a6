import { describe, expect, it } from 'vitest'

import { parseRateLimit } from '@/platform/rate-limit/rate-limit-rule'
import { clientAddress } from '@/platform/rate-limit/rate-limit'

describe('rate limit settings', () => {
  it('reads "max/seconds" and "off"', () => {
    expect(parseRateLimit('5/60', null)).toEqual({ max: 5, windowSeconds: 60 })
    expect(parseRateLimit('off', { max: 1, windowSeconds: 1 })).toBeNull()
    expect(parseRateLimit(undefined, { max: 10, windowSeconds: 600 })).toEqual({ max: 10, windowSeconds: 600 })
  })

  it('refuses a malformed setting with a clear message', () => {
    expect(() => parseRateLimit('ten a minute', null)).toThrow(/max\/seconds/)
  })

  it('takes the client address from the first forwarded entry', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9')
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
