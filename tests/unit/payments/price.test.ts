import { describe, expect, it } from 'vitest'

import {
  CODE_ENDED,
  CODE_USED_UP,
  type EventPricing,
  formatPence,
  isPaid,
  priceOf,
  pricingOf,
  publicPricingOf,
  UNKNOWN_CODE,
} from '@/payments/rules/price'

const now = new Date('2026-06-01T12:00:00Z')
const pricing = (over: Partial<EventPricing> = {}): EventPricing => ({
  basis: 'person',
  amountPence: 8500,
  childAmountPence: null,
  wholeEventPence: null,
  payWhatYouCanMinimumPence: null,
  discountCodes: [],
  ...over,
})
const adult = (sessions = 2) => ({ isChild: false, sessions })
const child = (sessions = 2) => ({ isChild: true, sessions })
const booking = (...people: Array<{ isChild: boolean; sessions: number }>) => ({ people, eventSessions: 2 })

const totalOf = (result: ReturnType<typeof priceOf>) => {
  if (!result.ok) throw new Error(result.error.message)
  return result.price.totalPence
}

describe('priceOf', () => {
  it('costs nothing for a free event, whoever comes', () => {
    expect(priceOf(null, booking(adult(), child()), { now })).toEqual({
      ok: true,
      price: { lines: [], subtotalPence: 0, discountPence: 0, totalPence: 0, code: null },
    })
  })

  it('charges each person for the whole event, children at their own price ("£85 for the weekend, children £40")', () => {
    const result = priceOf(pricing({ childAmountPence: 4000 }), booking(adult(), adult(), child()), { now })
    expect(result.ok && result.price.lines).toEqual([
      { label: '2 adults', pence: 17000 },
      { label: '1 child', pence: 4000 },
    ])
    expect(totalOf(result)).toBe(21000)
  })

  it('charges children as adults when they have no price of their own', () => {
    expect(totalOf(priceOf(pricing(), booking(adult(), child()), { now }))).toBe(17000)
  })

  it('charges per session for the sessions each person comes to', () => {
    const perSession = pricing({ basis: 'session', amountPence: 1500, childAmountPence: 500 })
    expect(totalOf(priceOf(perSession, booking(adult(1), child(2)), { now }))).toBe(1500 + 1000)
  })

  it('caps a per-session price at the whole-event price for an adult coming to every session', () => {
    const perSession = pricing({ basis: 'session', amountPence: 1500, wholeEventPence: 2500 })
    expect(totalOf(priceOf(perSession, booking(adult(2), adult(1)), { now }))).toBe(2500 + 1500)
  })

  it('never makes the whole-event price dearer than paying per session', () => {
    const perSession = pricing({ basis: 'session', amountPence: 1000, wholeEventPence: 5000 })
    expect(totalOf(priceOf(perSession, booking(adult(2)), { now }))).toBe(2000)
  })

  it('charges one price for the whole booking however many come ("£20 per couple")', () => {
    const perBooking = pricing({ basis: 'booking', amountPence: 2000 })
    expect(totalOf(priceOf(perBooking, booking(adult(), adult()), { now }))).toBe(2000)
  })

  it('takes an amount off with a code, case and spaces ignored', () => {
    const withCode = pricing({
      discountCodes: [{ code: 'Early', kind: 'amount', value: 1000, maxUses: null, endsAt: null }],
    })
    const result = priceOf(withCode, booking(adult()), { now, code: '  early ' })
    expect(result.ok && result.price).toMatchObject({ discountPence: 1000, totalPence: 7500, code: 'Early' })
  })

  it('takes a percent off with a code, the odd fraction of a penny going to the person', () => {
    const withCode = pricing({
      amountPence: 999,
      discountCodes: [{ code: 'HALF', kind: 'percent', value: 50, maxUses: null, endsAt: null }],
    })
    expect(totalOf(priceOf(withCode, booking(adult()), { now, code: 'half' }))).toBe(499)
  })

  it('never takes off more than the booking costs', () => {
    const withCode = pricing({
      discountCodes: [{ code: 'BIG', kind: 'amount', value: 100_000, maxUses: null, endsAt: null }],
    })
    expect(totalOf(priceOf(withCode, booking(adult()), { now, code: 'BIG' }))).toBe(0)
  })

  it('refuses an unknown code, an ended code and a used-up code, each with its reason', () => {
    const withCode = pricing({
      discountCodes: [
        { code: 'OLD', kind: 'amount', value: 100, maxUses: null, endsAt: '2026-05-31T23:59:59Z' },
        { code: 'TEN', kind: 'amount', value: 100, maxUses: 10, endsAt: null },
      ],
    })
    const error = (code: string, codeUses?: Record<string, number>) => {
      const result = priceOf(withCode, booking(adult()), { now, code, codeUses })
      return result.ok ? null : result.error
    }
    expect(error('NOPE')).toEqual({ field: 'discountCode', message: UNKNOWN_CODE })
    expect(error('OLD')).toEqual({ field: 'discountCode', message: CODE_ENDED })
    expect(error('TEN', { TEN: 10 })).toEqual({ field: 'discountCode', message: CODE_USED_UP })
    expect(error('TEN', { TEN: 9 })).toBeNull()
  })

  it('lets a person pay what they can, at least the minimum', () => {
    const pwyc = pricing({ amountPence: 2000, payWhatYouCanMinimumPence: 500 })
    expect(totalOf(priceOf(pwyc, booking(adult()), { now, offeredPence: 700 }))).toBe(700)
    expect(totalOf(priceOf(pwyc, booking(adult()), { now, offeredPence: 5000 }))).toBe(5000)
    expect(totalOf(priceOf(pwyc, booking(adult()), { now }))).toBe(2000)
    expect(priceOf(pwyc, booking(adult()), { now, offeredPence: 499 })).toEqual({
      ok: false,
      error: { field: 'offeredPence', message: 'Please pay at least £5.' },
    })
  })
})

describe('pricingOf', () => {
  it('reads no price, and a price of nothing, as a free event (the SPEC event has none)', () => {
    expect(pricingOf({})).toBeNull()
    expect(pricingOf({ price: { basis: 'person', amountPence: 0 } })).toBeNull()
    expect(isPaid(null)).toBe(false)
  })

  it('reads a stored price and its codes, leaving out codes without a name', () => {
    expect(
      pricingOf({
        price: {
          basis: 'session',
          amountPence: 1500,
          childAmountPence: null,
          discountCodes: [
            { code: ' FRIENDS ', kind: 'percent', value: 10, maxUses: 5, endsAt: null },
            { code: '', kind: 'amount', value: 100 },
          ],
        },
      }),
    ).toEqual({
      basis: 'session',
      amountPence: 1500,
      childAmountPence: null,
      wholeEventPence: null,
      payWhatYouCanMinimumPence: null,
      discountCodes: [{ code: 'FRIENDS', kind: 'percent', value: 10, maxUses: 5, endsAt: null }],
      deposit: null,
    })
  })

  it('gives the browser the price without the codes themselves', () => {
    const shown = publicPricingOf(
      pricing({ discountCodes: [{ code: 'SECRET', kind: 'amount', value: 1, maxUses: null, endsAt: null }] }),
    )
    expect(shown).toMatchObject({ amountPence: 8500, hasDiscountCodes: true })
    expect(JSON.stringify(shown)).not.toContain('SECRET')
  })
})

describe('formatPence', () => {
  it('writes whole pounds without pence and the rest with two digits', () => {
    expect(formatPence(2000)).toBe('£20')
    expect(formatPence(1250)).toBe('£12.50')
    expect(formatPence(5)).toBe('£0.05')
    expect(formatPence(123456)).toBe('£1,234.56')
  })
})
