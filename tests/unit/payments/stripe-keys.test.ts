import { describe, expect, it } from 'vitest'

import { stripeKeyHintOf, stripeKeyProblem, stripeModeOf } from '@/payments/rules/stripe-keys'

describe('Stripe keys', () => {
  it('tells test-mode keys from live ones', () => {
    expect(stripeModeOf('sk_test_abc123')).toBe('test')
    expect(stripeModeOf('rk_test_abc123')).toBe('test')
    expect(stripeModeOf('sk_live_abc123')).toBe('live')
    expect(stripeModeOf('rk_live_abc123')).toBe('live')
  })

  it('names a key by its kind, mode and last four characters only', () => {
    expect(stripeKeyHintOf('sk_test_51Habcdefghijklmn4242')).toBe('sk_test_…4242')
    expect(stripeKeyHintOf('rk_live_zzzzzzzzwxyz')).toBe('rk_live_…wxyz')
  })

  it('accepts secret and restricted keys and signing secrets, and says what is wanted otherwise', () => {
    expect(stripeKeyProblem('secretKey', 'sk_live_abcDEF123')).toBeNull()
    expect(stripeKeyProblem('secretKey', 'rk_test_abcDEF123')).toBeNull()
    for (const wrong of ['pk_live_abc', 'sk_prod_abc', 'sk_live_', 'sk_live_abc def', 'whsec_abc'])
      expect(stripeKeyProblem('secretKey', wrong), wrong).toMatch(/secret key Stripe shows/)
    expect(stripeKeyProblem('webhookSecret', 'whsec_abc+/=')).toBeNull()
    for (const wrong of ['sk_live_abc', 'whsec_', 'secret'])
      expect(stripeKeyProblem('webhookSecret', wrong), wrong).toMatch(/signing secret Stripe shows/)
  })
})
