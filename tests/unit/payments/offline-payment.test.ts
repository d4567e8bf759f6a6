import { describe, expect, it } from 'vitest'

import {
  chosenMethod,
  DEFAULT_OFFLINE_HOLD_DAYS,
  DEFAULT_OFFLINE_REMINDER_DAYS,
  instructionsForRegistration,
  METHOD_REQUIRED,
  offeredMethods,
  offlineHoldOf,
  paymentInstructions,
} from '@/payments/rules/payment-methods'
import { paymentReferenceOf } from '@/payments/rules/payment-reference'

const DAY = 86_400_000
const now = new Date('2026-06-01T12:00:00Z')

describe('paymentReferenceOf', () => {
  it('is three letters of the event and six unambiguous characters', () => {
    const reference = paymentReferenceOf(1, 'outreach-event')
    expect(reference).toMatch(/^OUT-[2-9A-HJKMNP-TV-Z]{6}$/)
    expect(reference.slice(4)).not.toMatch(/[01ILOU]/)
  })

  it('is the same for the same booking and different for every booking', () => {
    expect(paymentReferenceOf(42, 'camp')).toBe(paymentReferenceOf(42, 'camp'))
    const seen = new Set<string>()
    for (let id = 1; id <= 20_000; id++) seen.add(paymentReferenceOf(id, 'camp').slice(4))
    expect(seen.size).toBe(20_000)
  })

  it('does not show neighbouring bookings as neighbouring references', () => {
    const [a, b] = [paymentReferenceOf(100, 'camp'), paymentReferenceOf(101, 'camp')]
    expect(a.slice(0, -1)).not.toBe(b.slice(0, -1))
  })

  it('falls back to PAY for an address without letters and refuses an id it cannot encode', () => {
    expect(paymentReferenceOf(7, '2026')).toMatch(/^PAY-/)
    expect(() => paymentReferenceOf(0, 'camp')).toThrow(RangeError)
    expect(() => paymentReferenceOf(30 ** 6, 'camp')).toThrow(RangeError)
  })
})

describe('offeredMethods', () => {
  it('offers card only where Stripe is set up, and by default (events saved before methods existed)', () => {
    expect(offeredMethods({}, true)).toEqual(['card'])
    expect(offeredMethods(null, false)).toEqual([])
    expect(offeredMethods({ offerCard: false }, true)).toEqual([])
  })

  it('offers bank transfer and pay on the day where ticked, in the form order', () => {
    expect(offeredMethods({ offerOnTheDay: true, offerBankTransfer: true }, true)).toEqual([
      'card',
      'bank-transfer',
      'on-the-day',
    ])
    expect(offeredMethods({ offerBankTransfer: true }, false)).toEqual(['bank-transfer'])
  })
})

describe('chosenMethod', () => {
  it('takes the only method without a choice', () => {
    expect(chosenMethod(['bank-transfer'], '')).toEqual({ ok: true, method: 'bank-transfer' })
  })

  it('needs a choice among several, and only one offered', () => {
    expect(chosenMethod(['card', 'on-the-day'], '')).toEqual({ ok: false, message: METHOD_REQUIRED })
    expect(chosenMethod(['card', 'on-the-day'], 'bank-transfer')).toEqual({ ok: false, message: METHOD_REQUIRED })
    expect(chosenMethod(['card', 'on-the-day'], 'on-the-day')).toEqual({ ok: true, method: 'on-the-day' })
  })
})

describe('offlineHoldOf', () => {
  it('holds for 7 days with a reminder 2 days before, when the event does not say', () => {
    const hold = offlineHoldOf({}, now)
    expect(hold.holdExpiresAt!.getTime() - now.getTime()).toBe(DEFAULT_OFFLINE_HOLD_DAYS * DAY)
    expect(hold.holdExpiresAt!.getTime() - hold.remindAt!.getTime()).toBe(DEFAULT_OFFLINE_REMINDER_DAYS * DAY)
  })

  it("follows the event's days and reminder", () => {
    const hold = offlineHoldOf({ offlineHoldDays: 3, offlineReminderDays: 1 }, now)
    expect(hold.holdExpiresAt).toEqual(new Date(now.getTime() + 3 * DAY))
    expect(hold.remindAt).toEqual(new Date(now.getTime() + 2 * DAY))
  })

  it('sends no reminder set at 0 or falling at or before the booking', () => {
    expect(offlineHoldOf({ offlineHoldDays: 3, offlineReminderDays: 0 }, now).remindAt).toBeNull()
    expect(offlineHoldOf({ offlineHoldDays: 2, offlineReminderDays: 2 }, now).remindAt).toBeNull()
  })

  it('never lapses a booking the event confirms at once', () => {
    expect(offlineHoldOf({ offlineBooking: 'confirmed', offlineHoldDays: 3 }, now)).toEqual({
      holdExpiresAt: null,
      remindAt: null,
    })
  })
})

describe('paymentInstructions', () => {
  const bank = { accountName: 'Example Church', sortCode: '12-34-56', accountNumber: '12345678' }

  it("gives a transfer the amount, reference, the church's bank details and the hold's end", () => {
    const lines = paymentInstructions({
      method: 'bank-transfer',
      reference: 'CAM-ABCDEF',
      duePence: 2050,
      holdExpiresAt: new Date('2026-06-08T12:00:00Z'),
      bank,
    })
    expect(lines[0]).toBe('Please pay £20.50 by bank transfer with the reference CAM-ABCDEF.')
    expect(lines).toContain('Sort code: 12-34-56')
    expect(lines).toContain('Account number: 12345678')
    expect(lines.at(-1)).toMatch(/held until Monday 8 June/)
  })

  it('asks for a transfer without bank details to ask the office, and pay on the day for no details', () => {
    expect(
      paymentInstructions({ method: 'bank-transfer', reference: 'R', duePence: 100, holdExpiresAt: null, bank: {} }),
    ).toContain('Please ask the church office for our bank details.')
    const onTheDay = paymentInstructions({
      method: 'on-the-day',
      reference: 'CAM-ABCDEF',
      duePence: 100,
      holdExpiresAt: null,
      bank,
    })
    expect(onTheDay).toEqual(['Please pay £1 when you arrive, and give the reference CAM-ABCDEF.'])
  })

  it('is given for a registration awaiting an offline payment only, less what is paid', () => {
    const awaiting = {
      paymentStatus: 'awaiting',
      paymentMethod: 'on-the-day',
      paymentReference: 'CAM-ABCDEF',
      amountDuePence: 3000,
    }
    expect(instructionsForRegistration(awaiting, null, 1000)![0]).toMatch(/£20 when you arrive/)
    expect(instructionsForRegistration({ ...awaiting, paymentStatus: 'paid' }, null)).toBeNull()
    expect(instructionsForRegistration({ ...awaiting, paymentMethod: 'card' }, null)).toBeNull()
  })
})
