import type { PayloadRequest } from 'payload'

import type { Queryable } from '@/places'
import { transactionClient } from '@/platform/database/transaction-session'
import { readBookingMoney } from './read-money'
import { cancellationRefundOf } from './rules/money'
import { formatPence } from './rules/price'
import { refundPayment } from './refund-payment'

/** What cancelling would do to a paid booking's money, shown to the person before they confirm. */
export type CancellationTerms = {
  /** Paid and not yet refunded. */
  paidPence: number
  /** What the event's policy gives back now. */
  refundPence: number
  /** Of that, what goes back to the card at once; the rest the church pays back by hand. */
  cardRefundPence: number
  refundUntil: string | null
  isInTime: boolean
}

type PolicyEvent = { price?: { refundUntil?: string | null } | null }

/** The booking's cancellation terms under its event's policy; null when it has nothing paid to give back. */
export async function readCancellationTerms(
  db: Queryable,
  { registrationId, event, now = new Date() }: { registrationId: number; event: PolicyEvent; now?: Date },
): Promise<CancellationTerms | null> {
  const booking = (await readBookingMoney(db, [registrationId])).get(registrationId)
  if (!booking || booking.money.refundablePence === 0) return null
  const terms = cancellationRefundOf({ refundUntil: event.price?.refundUntil, money: booking.money, now })
  const card = (kind: 'payment' | 'refund') =>
    booking.records
      .filter((record) => record.kind === kind && record.method === 'card' && record.status === 'succeeded')
      .reduce((sum, record) => sum + record.amountPence, 0)
  return {
    paidPence: booking.money.refundablePence,
    refundPence: terms.refundPence,
    cardRefundPence: Math.min(terms.refundPence, Math.max(0, card('payment') - card('refund'))),
    refundUntil: terms.refundUntil,
    isInTime: terms.isInTime,
  }
}

/**
 * The cancellation policy applied, inside the transaction that cancels the booking: what it gives back
 * of a card payment is refunded through Stripe at once (a failure undoes the cancellation, and the
 * person can try again; the key makes the retry refund once). Answers what went back to the card.
 */
export async function refundOnCancellation(
  req: PayloadRequest,
  { registrationId, event, now = new Date() }: { registrationId: number; event: PolicyEvent; now?: Date },
): Promise<number> {
  const terms = await readCancellationTerms(await transactionClient(req), { registrationId, event, now })
  if (!terms?.cardRefundPence) return 0
  await refundPayment(req, {
    registrationId,
    amountPence: terms.cardRefundPence,
    requestKey: `cancel-${registrationId}-${now.getTime()}`,
    reason: 'Cancelled through the person’s link before the refund date.',
    summary: `Refunded ${formatPence(terms.cardRefundPence)} automatically: cancelled before the event’s refund date`,
  })
  return terms.cardRefundPence
}
