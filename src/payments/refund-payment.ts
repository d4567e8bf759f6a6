import type { PayloadRequest } from 'payload'
import Stripe from 'stripe'

import { audit } from '@/platform/audit/audit'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'
import { type BookingMoney, type PaymentRecord, readBookingMoney } from './read-money'
import { recordPayment, REQUEST_KEY_REUSED_MESSAGE } from './record-payment'
import { formatPence } from './rules/price'
import { stripeClient } from './stripe-client'

const REFUND_MESSAGES = {
  notFound: 'That registration does not exist.',
  nothingPaid: 'Nothing has been paid for this registration, so there is nothing to refund.',
  tooMuch: (left: number) =>
    `At most ${formatPence(left)} can be refunded: that is what was paid, less earlier refunds.`,
  noStripe: 'Card refunds need Stripe, which is not set up (Settings → Integrations). Nothing was refunded.',
  stripeFailed: (message: string) => `Stripe did not make the refund (${message}). Nothing was refunded.`,
} as const

type Piece = { payment: PaymentRecord; amountPence: number }

/**
 * Which payments a refund goes back to: card payments first (Stripe returns the money itself), each
 * no further than it has left after earlier refunds against it; the rest is recorded against the
 * latest payment by another method (the treasurer pays it back by hand).
 */
function allocate(booking: BookingMoney, amountPence: number): Piece[] {
  const payments = booking.records.filter((record) => record.kind === 'payment' && record.status === 'succeeded')
  const refunds = booking.records.filter((record) => record.kind === 'refund' && record.status === 'succeeded')
  const refundedAgainst = (payment: PaymentRecord) =>
    refunds
      .filter((refund) => refund.method === 'card' && refund.reference === payment.providerId)
      .reduce((sum, refund) => sum + refund.amountPence, 0)
  const pieces: Piece[] = []
  let left = amountPence
  for (const payment of payments.filter((one) => one.method === 'card' && one.providerId)) {
    const take = Math.min(left, payment.amountPence - refundedAgainst(payment))
    if (take > 0) pieces.push({ payment, amountPence: take })
    left -= Math.max(0, take)
  }
  const other = payments.filter((one) => one.method !== 'card').at(-1)
  if (left > 0 && other) pieces.push({ payment: other, amountPence: left })
  return pieces
}

export type RefundRequest = {
  registrationId: number
  amountPence: number
  /** The same key for the same request (a double click, a retry): it is refunded once. */
  requestKey: string
  reason?: string | null
  /** The audit log's line, when the refund is not an admin's own (the cancellation policy's). */
  summary?: string
}

export type RefundOutcome = { ok: true; isRepeat: boolean; refundedPence: number; money: BookingMoney['money'] }

/**
 * Refunds part or all of what a booking paid, under the booking's row lock so two refunds never give
 * back more than was paid net of earlier ones: a card payment through Stripe's Refunds API (its
 * idempotency key is the request's, so a retry refunds once at Stripe too), any other recorded for the
 * treasurer to pay back. Each refund is a `payments` record; refunding everything marks the booking
 * refunded; each is in the audit log. A repeated request key answers the first refund and does nothing.
 */
export async function refundPayment(req: PayloadRequest, request: RefundRequest): Promise<RefundOutcome> {
  return withTransaction(req, async () => {
    const db = await transactionClient(req)
    const booking = (await readBookingMoney(db, [request.registrationId], { lock: true })).get(request.registrationId)
    if (!booking) throw new AppError('not-found', REFUND_MESSAGES.notFound)
    const { rows: seen } = await db.query<{ amount_pence: number; registration_id: number }>(
      `SELECT amount_pence, registration_id FROM payments WHERE request_key = $1 OR request_key LIKE $2`,
      [request.requestKey, `${request.requestKey.replace(/[%_\\]/g, '\\$&')}:%`],
    )
    // Checked before Stripe is asked: the key's records are written after the refund is made.
    if (seen.some((row) => row.registration_id !== request.registrationId))
      throw new AppError('conflict', REQUEST_KEY_REUSED_MESSAGE)
    if (seen.length)
      return {
        ok: true,
        isRepeat: true,
        refundedPence: seen.reduce((sum, row) => sum + Number(row.amount_pence), 0),
        money: booking.money,
      }
    if (booking.money.paidPence === 0) throw new AppError('conflict', REFUND_MESSAGES.nothingPaid)
    if (request.amountPence > booking.money.refundablePence)
      throw new AppError('conflict', REFUND_MESSAGES.tooMuch(booking.money.refundablePence), {
        errors: { amountPence: REFUND_MESSAGES.tooMuch(booking.money.refundablePence) },
      })
    const pieces = allocate(booking, request.amountPence)
    const stripe = pieces.some((piece) => piece.payment.method === 'card') ? await stripeClient(req.payload) : null
    if (pieces.some((piece) => piece.payment.method === 'card') && !stripe)
      throw new AppError('unavailable', REFUND_MESSAGES.noStripe)
    for (const [index, piece] of pieces.entries()) {
      const key = index === 0 ? request.requestKey : `${request.requestKey}:${index}`
      let providerId: string | null = null
      if (piece.payment.method === 'card') {
        try {
          const made = await stripe!.refunds.create(
            { payment_intent: piece.payment.providerId!, amount: piece.amountPence },
            { idempotencyKey: `refund-${request.registrationId}-${key}` },
          )
          providerId = made.id
        } catch (error) {
          if (error instanceof Stripe.errors.StripeError)
            throw new AppError('unavailable', REFUND_MESSAGES.stripeFailed(error.message))
          throw error
        }
      }
      await recordPayment(db, request.registrationId, {
        kind: 'refund',
        method: piece.payment.method,
        amountPence: piece.amountPence,
        providerId,
        // The payment it went back to: Stripe's payment intent, or the payment's own reference.
        reference: piece.payment.providerId ?? piece.payment.reference,
        recordedBy: req.user?.collection === 'users' ? Number(req.user.id) : null,
        note: request.reason?.trim() || null,
        requestKey: key,
      })
    }
    const after = (await readBookingMoney(db, [request.registrationId])).get(request.registrationId)!
    if (after.money.refundablePence === 0)
      await db.query(`UPDATE registrations SET payment_status = 'refunded', updated_at = now() WHERE id = $1`, [
        request.registrationId,
      ])
    const methods = [...new Set(pieces.map((piece) => piece.payment.method))].join(', ')
    await audit(req, {
      action: 'refund',
      summary:
        request.summary ??
        `Refunded ${formatPence(request.amountPence)} to ${booking.fullName} (${methods === 'card' ? 'card, through Stripe' : `recorded: ${methods}`})`,
      target: `registrations:${request.registrationId}`,
      details: { registration: request.registrationId, amountPence: request.amountPence, methods },
    })
    // Refunded in full, the booking is settled: read again, it owes nothing.
    const final =
      after.money.refundablePence === 0
        ? (await readBookingMoney(db, [request.registrationId])).get(request.registrationId)!
        : after
    return { ok: true, isRepeat: false, refundedPence: request.amountPence, money: final.money }
  })
}
