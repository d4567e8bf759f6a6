import { describe, expect, it } from 'vitest'

import { hashToken, manageTokenFor } from '@/platform/crypto/tokens'

describe('the manage-my-registration token', () => {
  const registration = { id: 42, createdAt: '2025-09-01T08:00:00.000Z' }

  it('is the same in every e-mail about one registration, so an earlier link keeps working', () => {
    expect(manageTokenFor('secret', registration)).toEqual(manageTokenFor('secret', { ...registration }))
  })

  it('differs between registrations and cannot be made without the server secret', () => {
    const { token, hash } = manageTokenFor('secret', registration)
    expect(manageTokenFor('secret', { ...registration, id: 43 }).token).not.toBe(token)
    expect(manageTokenFor('another secret', registration).token).not.toBe(token)
    expect(token.length).toBeGreaterThanOrEqual(43)
    expect(hash).toBe(hashToken(token))
  })
})
