import { describe, expect, it } from 'vitest'

import {
  BALANCE_DUE_MESSAGES,
  checkDepositSettings,
  checkInstalment,
  depositOf,
  depositSentence,
  depositReceivedLines,
  depositTermsOf,
  isBalanceOverdue,
  paymentStatusAfter,
} from '@/payments/rules/deposit'
import { instructionsForRegistration } from '@/payments/rules/payment-methods'
import { pricingOf } from '@/payments/rules/price'

const now = new Date('2026-06-01T12:00:00Z')
const due = '2026-07-01T17:00:00.000Z'
const terms = (kind: 'fixed' | 'percent', value: number, reminderDays = 7) => ({
  kind,
  value,
  balanceDueAt: due,
  reminderDays,
})

describe('the deposit of a booking', () => {
  it('is a fixed amount per booking, the rest due by the date, with the reminder the set days before', () => {
    expect(depositOf(terms('fixed', 2500), 10_000, now)).toEqual({
      depositPence: 2500,
      balancePence: 7500,
      balanceDueAt: due,
      remindAt: '2026-06-24T17:00:00.000Z',
    })
  })

  it('is a percentage of the total rounded to the nearest penny, half up', () => {
    expect(depositOf(terms('percent', 25), 1002, now)?.depositPence).toBe(251) // 250.5 → 251
    expect(depositOf(terms('percent', 33), 1000, now)?.depositPence).toBe(330)
    expect(depositOf(terms('percent', 10), 1004, now)?.depositPence).toBe(100) // 100.4 → 100
  })

  it('is never more than the total: a deposit of the whole total (or more) is paying in full', () => {
    expect(depositOf(terms('fixed', 5000), 3000, now)).toBeNull()
    expect(depositOf(terms('fixed', 3000), 3000, now)).toBeNull()
    expect(depositOf(terms('percent', 1), 40, now)).toBeNull() // rounds to 0: nothing to split
  })

  it('is not split off when the deposit or the balance would be less than a card can be charged (30p)', () => {
    expect(depositOf(terms('percent', 10), 250, now)).toBeNull() // a 25p deposit
    expect(depositOf(terms('fixed', 29), 1000, now)).toBeNull()
    expect(depositOf(terms('fixed', 980), 1000, now)).toBeNull() // a 20p balance
    expect(depositOf(terms('fixed', 30), 60, now)).toMatchObject({ depositPence: 30, balancePence: 30 })
  })

  it('is not taken by an event without one, nor once the balance date has passed (a late booking pays in full)', () => {
    expect(depositOf(null, 3000, now)).toBeNull()
    expect(depositOf(terms('fixed', 1000), 3000, new Date('2026-07-02T00:00:00Z'))).toBeNull()
  })

  it('sends no reminder when its moment has passed at booking, or when the event asks for none', () => {
    expect(depositOf(terms('fixed', 1000), 3000, new Date('2026-06-28T00:00:00Z'))?.remindAt).toBeNull()
    expect(depositOf(terms('fixed', 1000), 3000, now)?.remindAt).not.toBeNull()
    expect(depositOf(terms('fixed', 1000, 0), 3000, now)?.remindAt).toBeNull()
  })

  it('reads the event’s stored terms (a week’s reminder unless set) into its pricing; none without a kind, value and date', () => {
    const stored = { amountPence: 3000, depositKind: 'percent', depositValue: 20, balanceDueAt: due }
    expect(pricingOf({ price: stored })?.deposit).toEqual(terms('percent', 20, 7))
    expect(pricingOf({ price: { ...stored, balanceReminderDays: 3 } })?.deposit?.reminderDays).toBe(3)
    expect(pricingOf({ price: { amountPence: 3000 } })?.deposit).toBeNull()
    expect(depositTermsOf({ depositKind: 'fixed', depositValue: 500 })).toBeNull()
    expect(depositTermsOf({ depositKind: 'fixed', balanceDueAt: due })).toBeNull()
  })

  it('is said before the form is sent: "Deposit £X now, £Y by <date>"', () => {
    expect(depositSentence(depositOf(terms('fixed', 2500), 10_000, now)!)).toBe(
      'Deposit £25 now, £75 by Wednesday 1 July 2026.',
    )
  })
})

describe('the event’s deposit settings', () => {
  const first = '2026-07-10T09:00:00.000Z'
  it('need the balance due before the first session starts, with a clear message otherwise', () => {
    const settings = { depositKind: 'fixed', depositValue: 1000, balanceDueAt: due }
    expect(checkDepositSettings(settings, first, 'balanceDueAt')).toBe(true)
    expect(checkDepositSettings({ ...settings, balanceDueAt: first }, first, 'balanceDueAt')).toBe(
      BALANCE_DUE_MESSAGES.afterStart,
    )
    expect(checkDepositSettings({ ...settings, balanceDueAt: '2026-08-01T00:00:00Z' }, first, 'balanceDueAt')).toBe(
      BALANCE_DUE_MESSAGES.afterStart,
    )
    expect(checkDepositSettings({ ...settings, balanceDueAt: null }, first, 'balanceDueAt')).toBe(
      BALANCE_DUE_MESSAGES.missing,
    )
  })

  it('need a value, and a percentage below 100; no deposit needs neither', () => {
    expect(checkDepositSettings({ depositKind: 'percent', depositValue: 100 }, null, 'value')).toBe(
      BALANCE_DUE_MESSAGES.percent,
    )
    expect(checkDepositSettings({ depositKind: 'fixed', depositValue: null }, null, 'value')).toBe(
      BALANCE_DUE_MESSAGES.value,
    )
    expect(checkDepositSettings({ depositKind: 'fixed', depositValue: 1500 }, null, 'value')).toBe(true)
    expect(
      checkDepositSettings({ depositKind: null, balanceDueAt: '2027-01-01T00:00:00Z' }, first, 'balanceDueAt'),
    ).toBe(true)
  })
})

describe('a booking’s payment status from what it has paid', () => {
  it('is paid in full, part paid with its deposit (or more) in, and awaiting otherwise', () => {
    expect(paymentStatusAfter({ duePence: 10_000, paidPence: 10_000, depositPence: 2500 })).toBe('paid')
    expect(paymentStatusAfter({ duePence: 10_000, paidPence: 2500, depositPence: 2500 })).toBe('part-paid')
    expect(paymentStatusAfter({ duePence: 10_000, paidPence: 6000, depositPence: 2500 })).toBe('part-paid')
    expect(paymentStatusAfter({ duePence: 10_000, paidPence: 2000, depositPence: 2500 })).toBe('awaiting')
    // Without a deposit a part payment leaves it awaiting, as before deposits existed.
    expect(paymentStatusAfter({ duePence: 10_000, paidPence: 6000, depositPence: null })).toBe('awaiting')
  })

  it('is overdue once the due date passes with money owed on a booking that stands', () => {
    const booking = { paymentStatus: 'part-paid', balanceDueAt: due, balancePence: 500 }
    expect(isBalanceOverdue(booking, new Date('2026-07-02T00:00:00Z'))).toBe(true)
    expect(isBalanceOverdue(booking, now)).toBe(false)
    expect(isBalanceOverdue({ ...booking, balancePence: 0 }, new Date('2026-07-02T00:00:00Z'))).toBe(false)
    expect(isBalanceOverdue({ ...booking, paymentStatus: 'paid' }, new Date('2026-07-02T00:00:00Z'))).toBe(false)
  })
})

describe('an instalment of the balance', () => {
  it('is at least £1 and at most the balance; less than £1 left may be paid whole', () => {
    expect(checkInstalment(100, 7500)).toEqual({ ok: true, amountPence: 100 })
    expect(checkInstalment(7500, 7500)).toEqual({ ok: true, amountPence: 7500 })
    expect(checkInstalment(99, 7500)).toMatchObject({ ok: false, message: expect.stringContaining('at least £1') })
    expect(checkInstalment(7501, 7500)).toMatchObject({ ok: false, message: expect.stringContaining('£75') })
    expect(checkInstalment(undefined, 7500).ok).toBe(false)
    expect(checkInstalment(60, 60)).toEqual({ ok: true, amountPence: 60 })
    expect(checkInstalment(100, 0).ok).toBe(false)
  })

  it('never leaves less than a card can be charged (30p) still to pay', () => {
    expect(checkInstalment(110, 130)).toMatchObject({
      ok: false,
      message: 'That would leave £0.20, too little to pay by card: pay all £1.30, or leave at least £0.30.',
    })
    expect(checkInstalment(100, 130)).toEqual({ ok: true, amountPence: 100 })
    expect(checkInstalment(130, 130)).toEqual({ ok: true, amountPence: 130 })
  })
})

describe('how to pay an offline booking with a deposit', () => {
  const booking = {
    paymentStatus: 'awaiting',
    paymentMethod: 'bank-transfer',
    paymentReference: 'OUT-7K3P9Q',
    amountDuePence: 10_000,
    depositPence: 2500,
    balanceDueAt: due,
  }
  it('asks for the deposit first, with the balance’s date', () => {
    const lines = instructionsForRegistration(booking, null)!
    expect(lines[0]).toBe('Please pay £25 by bank transfer with the reference OUT-7K3P9Q.')
    expect(lines.join(' ')).toContain('the balance of £75 is due by Wednesday 1 July 2026')
  })

  it('never asks again for the deposit of a part-paid booking', () => {
    const lines = instructionsForRegistration({ ...booking, paymentStatus: 'part-paid' }, null)!
    expect(lines[0]).toBe('Please pay £100 by bank transfer with the reference OUT-7K3P9Q.')
  })

  it('then the balance left, by its date, with the same reference', () => {
    const lines = instructionsForRegistration({ ...booking, paymentStatus: 'part-paid' }, null, 4000)!
    expect(lines[0]).toBe('Please pay £60 by bank transfer with the reference OUT-7K3P9Q.')
    expect(lines.join(' ')).toContain('It is due by Wednesday 1 July 2026.')
  })
})

describe('the confirmation of a card deposit', () => {
  it('says the deposit is in and the balance is due by its date; nothing for any other booking', () => {
    const booking = {
      paymentStatus: 'part-paid',
      paymentMethod: 'card',
      amountDuePence: 10_000,
      depositPence: 2500,
      balanceDueAt: due,
    }
    expect(depositReceivedLines(booking)).toEqual([
      'Thank you for your deposit of £25.',
      'The balance of £75 is due by Wednesday 1 July 2026: you can pay it, all at once or in parts, from the link to manage your registration.',
    ])
    expect(depositReceivedLines({ ...booking, paymentStatus: 'paid' })).toBeNull()
    expect(depositReceivedLines({ ...booking, paymentMethod: 'bank-transfer' })).toBeNull()
  })
})
