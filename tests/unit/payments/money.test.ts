import { describe, expect, it } from 'vitest'

import { cancellationRefundOf, moneyOf, sumMoney } from '@/payments/rules/money'
import { paymentCsvRow, PAYMENTS_CSV_COLUMNS } from '@/payments/rules/payments-csv'

const paid = (amountPence: number) => ({ kind: 'payment' as const, amountPence, status: 'succeeded' as const })
const refunded = (amountPence: number) => ({ kind: 'refund' as const, amountPence, status: 'succeeded' as const })

describe('moneyOf', () => {
  it('owes the whole price before anything is paid', () => {
    expect(moneyOf({ amountDuePence: 1200, records: [] })).toEqual({
      duePence: 1200,
      paidPence: 0,
      refundedPence: 0,
      balancePence: 1200,
      refundablePence: 0,
    })
  })

  it('owes nothing once paid in full, and can refund all of it', () => {
    expect(moneyOf({ amountDuePence: 1200, records: [paid(1200)] })).toMatchObject({
      balancePence: 0,
      refundablePence: 1200,
    })
  })

  it('is due − paid + refunded: a part refund of a booking that stands is owed again', () => {
    expect(moneyOf({ amountDuePence: 1200, records: [paid(1200), refunded(500)] })).toMatchObject({
      paidPence: 1200,
      refundedPence: 500,
      balancePence: 500,
      refundablePence: 700,
    })
  })

  it('counts an overpayment as owed back, and its refund settles it', () => {
    expect(moneyOf({ amountDuePence: 1200, records: [paid(1500)] }).balancePence).toBe(-300)
    expect(moneyOf({ amountDuePence: 1200, records: [paid(1500), refunded(300)] }).balancePence).toBe(0)
  })

  it('leaves out payments and refunds that did not succeed', () => {
    const records = [
      paid(1200),
      { ...refunded(1200), status: 'failed' as const },
      { ...paid(50), status: 'pending' as const },
    ]
    expect(moneyOf({ amountDuePence: 1200, records })).toMatchObject({ paidPence: 1200, refundedPence: 0 })
  })

  it('settles a cancelled booking at what was kept: nothing owed either way, refunded or not', () => {
    expect(moneyOf({ amountDuePence: 1200, isSettled: true, records: [paid(1200), refunded(1200)] })).toMatchObject({
      duePence: 0,
      balancePence: 0,
    })
    expect(moneyOf({ amountDuePence: 1200, isSettled: true, records: [paid(1200)] })).toMatchObject({
      duePence: 1200,
      balancePence: 0,
    })
    expect(moneyOf({ amountDuePence: 1200, isSettled: true, records: [] }).balancePence).toBe(0)
  })

  it('treats a free booking (no price) as owing nothing', () => {
    expect(moneyOf({ amountDuePence: null, records: [] }).balancePence).toBe(0)
  })
})

describe('sumMoney', () => {
  it('adds income net of refunds, what standing bookings owe, and what went back', () => {
    const bookings = [
      moneyOf({ amountDuePence: 1200, records: [paid(1200)] }),
      moneyOf({ amountDuePence: 1200, records: [] }),
      moneyOf({ amountDuePence: 1200, isSettled: true, records: [paid(1200), refunded(1200)] }),
      moneyOf({ amountDuePence: 1200, records: [paid(1500)] }),
    ]
    expect(sumMoney(bookings)).toEqual({ incomePence: 2700, outstandingPence: 1200, refundedPence: 1200 })
  })
})

describe('cancellationRefundOf', () => {
  const money = moneyOf({ amountDuePence: 1200, records: [paid(1200), refunded(200)] })
  const refundUntil = '2026-12-01T18:00:00.000Z'

  it('gives back everything left (paid less earlier refunds) until the refund date, inclusive', () => {
    expect(cancellationRefundOf({ refundUntil, money, now: new Date('2026-11-30T09:00:00Z') })).toEqual({
      refundPence: 1000,
      refundUntil,
      isInTime: true,
    })
    expect(cancellationRefundOf({ refundUntil, money, now: new Date(refundUntil) }).refundPence).toBe(1000)
  })

  it('gives nothing back after the date', () => {
    expect(cancellationRefundOf({ refundUntil, money, now: new Date('2026-12-01T18:00:01Z') })).toMatchObject({
      refundPence: 0,
      isInTime: false,
    })
  })

  it('gives nothing back automatically when the event sets no date', () => {
    expect(cancellationRefundOf({ refundUntil: null, money, now: new Date('2020-01-01') }).refundPence).toBe(0)
  })
})

describe('paymentCsvRow', () => {
  it('has the treasurer’s columns', () => {
    expect([...PAYMENTS_CSV_COLUMNS]).toEqual([
      'Date',
      'Person',
      'Event',
      'Gross',
      'Stripe fee',
      'Net',
      'Method',
      'Reference',
    ])
  })

  it('gives a card payment its UK time, gross, Stripe fee and net in pounds', () => {
    expect(
      paymentCsvRow({
        kind: 'payment',
        method: 'card',
        amountPence: 1200,
        feePence: 38,
        recordedAt: '2026-07-01T09:30:00.000Z',
        person: 'Pat Payer',
        event: 'Weekend away',
        reference: 'pi_123',
      }),
    ).toEqual(['2026-07-01 10:30', 'Pat Payer', 'Weekend away', '12.00', '0.38', '11.62', 'Card (Stripe)', 'pi_123'])
  })

  it('gives a refund negative amounts and no fee when none is known', () => {
    expect(
      paymentCsvRow({
        kind: 'refund',
        method: 'bank-transfer',
        amountPence: 550,
        feePence: null,
        recordedAt: '2026-01-05T12:00:00.000Z',
        person: 'Pat Payer',
        event: 'Weekend away',
        reference: null,
      }),
    ).toEqual(['2026-01-05 12:00', 'Pat Payer', 'Weekend away', '-5.50', '', '-5.50', 'Bank transfer refund', ''])
  })
})
