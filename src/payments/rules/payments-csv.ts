import { DateTime } from 'luxon'

import { EVENT_TIME_ZONE } from '@/events/shared'

/** The treasurer's columns: one row per payment or refund, amounts in pounds so a spreadsheet can sum them. */
export const PAYMENTS_CSV_COLUMNS = [
  'Date',
  'Person',
  'Event',
  'Gross',
  'Stripe fee',
  'Net',
  'Method',
  'Reference',
] as const

/** How a payment was made, as staff and the treasurer read it (the payer picks from PAYMENT_METHOD_LABELS). */
export const STAFF_METHOD_LABELS = {
  card: 'Card (Stripe)',
  'bank-transfer': 'Bank transfer',
  'on-the-day': 'On the day',
} as const

export type CsvPayment = {
  kind: 'payment' | 'refund'
  method: keyof typeof STAFF_METHOD_LABELS
  amountPence: number
  feePence: number | null
  recordedAt: string
  person: string
  event: string
  /** Stripe's id (payment intent or refund), else the payment's own reference. */
  reference: string | null
}

/** "12.50", "-3.00": pounds with two places, no sign for money in, a minus for money going back. */
const pounds = (pence: number) => `${pence < 0 ? '-' : ''}${(Math.abs(pence) / 100).toFixed(2)}`

/**
 * One payment or refund as the treasurer's row: a refund is money going out, so its gross and net
 * are negative; net is gross less Stripe's fee (an empty fee is none: cash, a transfer, or not known).
 */
export function paymentCsvRow(payment: CsvPayment): string[] {
  const sign = payment.kind === 'refund' ? -1 : 1
  const gross = sign * payment.amountPence
  const fee = payment.feePence ?? 0
  return [
    DateTime.fromISO(payment.recordedAt).setZone(EVENT_TIME_ZONE).toFormat('yyyy-LL-dd HH:mm'),
    payment.person,
    payment.event,
    pounds(gross),
    payment.feePence === null ? '' : pounds(fee),
    pounds(gross - fee),
    `${STAFF_METHOD_LABELS[payment.method]}${payment.kind === 'refund' ? ' refund' : ''}`,
    payment.reference ?? '',
  ]
}

/** "payments-2026-11-27.csv", or "payments-weekend-away-2026-11-27.csv" for one event. */
export const paymentsExportFilename = (date: Date, eventSlug: string | null) =>
  `payments-${eventSlug ? `${eventSlug.replace(/[^a-z0-9-]/g, '')}-` : ''}${DateTime.fromJSDate(date).setZone(EVENT_TIME_ZONE).toFormat('yyyy-LL-dd')}.csv`
