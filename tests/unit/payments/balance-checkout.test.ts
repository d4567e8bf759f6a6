import { describe, expect, it } from 'vitest'

import {
  BALANCE_CHECKOUT_WINDOW_MS,
  balanceCheckoutExpiresAt,
  balanceCheckoutKey,
} from '@/payments/rules/balance-checkout'

const at = (iso: string) => new Date(iso)
const requestAt = (now: Date, amountPence = 700, email = 'kit@example.org') => ({
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: amountPence } }],
  customer_email: email,
  expires_at: balanceCheckoutExpiresAt(now),
})
const keyAt = (
  now: Date,
  { balancePence = 700, amountPence = 700, email = 'kit@example.org', registrationId = 7 } = {},
) => balanceCheckoutKey({ registrationId, balancePence, request: requestAt(now, amountPence, email) })

describe('the key of a balance Checkout', () => {
  it('is the same, with the same request, for the same ask twice in a moment or later in the window', () => {
    const first = at('2026-11-27T10:05:00Z')
    for (const again of ['2026-11-27T10:05:00.400Z', '2026-11-27T10:29:59Z']) {
      expect(keyAt(at(again))).toBe(keyAt(first))
      expect(requestAt(at(again))).toEqual(requestAt(first))
    }
  })

  it('is new for another amount, e-mail address, balance (something was paid), booking, or window', () => {
    const now = at('2026-11-27T10:05:00Z')
    const keys = [
      keyAt(now),
      keyAt(now, { amountPence: 600 }),
      keyAt(now, { email: 'kit.new@example.org' }),
      keyAt(now, { balancePence: 100 }),
      keyAt(now, { registrationId: 8 }),
      keyAt(new Date(now.getTime() + BALANCE_CHECKOUT_WINDOW_MS)),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('a balance Checkout', () => {
  it('stays open at least an hour after its window, and at least half an hour from any moment in it', () => {
    for (const iso of ['2026-11-27T10:00:00Z', '2026-11-27T10:17:42Z', '2026-11-27T10:29:59.999Z']) {
      const made = at(iso)
      const closes = balanceCheckoutExpiresAt(made) * 1000
      const windowEnds = (Math.floor(made.getTime() / BALANCE_CHECKOUT_WINDOW_MS) + 1) * BALANCE_CHECKOUT_WINDOW_MS
      expect(closes - windowEnds).toBeGreaterThanOrEqual(60 * 60_000)
      expect(closes - made.getTime()).toBeGreaterThanOrEqual(30 * 60_000)
    }
  })
})
