import { afterEach, describe, expect, it, vi } from 'vitest'

import { createVerificationToken, VERIFICATION_TOKEN_DAYS } from '@/platform/crypto/tokens'

describe('the e-mail verification token', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is valid for seven days', () => {
    expect(VERIFICATION_TOKEN_DAYS).toBe(7)
  })

  it('expires exactly 7 days after the moment it is created', () => {
    const { expiresAt } = createVerificationToken(new Date('2025-09-13T10:15:30.250Z'))
    expect(expiresAt).toBe('2025-09-20T10:15:30.250Z')
  })

  it('counts 7 × 24 hours of real time even across the October clock change', () => {
    // BST ends on 25 October 2026: the London clock reads an hour earlier at expiry, the instant is still 168 hours on.
    const createdAt = new Date('2026-10-22T12:00:00.000Z')
    const { expiresAt } = createVerificationToken(createdAt)
    expect(expiresAt).toBe('2026-10-29T12:00:00.000Z')
    expect(Date.parse(expiresAt) - createdAt.getTime()).toBe(168 * 60 * 60 * 1000)
  })

  it('counts from the current time when no creation time is given', () => {
    vi.useFakeTimers({ now: new Date('2025-09-01T08:00:00.000Z'), toFake: ['Date'] })
    expect(createVerificationToken().expiresAt).toBe('2025-09-08T08:00:00.000Z')
  })
})
