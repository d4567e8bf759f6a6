import type { PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'
import { recordPayment } from './record-payment'
import { paymentStatusAfter } from './rules/deposit'
import { moneyOf } from './rules/money'
import { isOfflineMethod, type OfflineMethod, PAYMENT_METHOD_LABELS } from './rules/payment-methods'
import { formatPence } from './rules/price'

export const MARK_PAID_MESSAGES = {
  notFound: 'There is no such registration.',
  free: 'This booking has nothing to pay: it is for a free event.',
  cancelled: 'This booking is cancelled: restore it before recording a payment.',
  settled: 'This booking is already paid.',
  refunded: 'This booking was refunded.',
  card: 'This booking is paid by card: Stripe confirms its payment, or its hold lapses.',
  tooMuch: (duePence: number) => `That is more than the ${formatPence(duePence)} still to pay.`,
} as const

export type MarkPaidInput = { amountPence: number; method: OfflineMethod; note?: string; requestKey: string }
export type MarkPaidResult = {
  ok: true
  message: string
  paymentStatus: 'awaiting' | 'part-paid' | 'paid'
  paidPence: number
  balancePence: number
}

type BookingRow = {
  id: number
  event_id: number
  full_name: string
  payment_status: string | null
  payment_method: string | null
  payment_reference: string | null
  amount_due_pence: number | null
  deposit_pence: number | null
  cancelled_at: Date | null
}

/**
 * An admin records money received for a booking made to pay by bank transfer or on the day (a card
 * booking is Stripe's to confirm; its confirmation e-mail went when it was made): a payments record
 * (who recorded it, when, how much, how) and, once the price is paid in full, the booking is paid (it
 * no longer lapses); a part payment leaves it awaiting with the balance shown. Recorded in the audit log.
 * The booking's row is locked while it is decided, and each request carries the form's key: a double
 * click, or the same request retried, records one payment and answers the same. Refused with a reason
 * (nothing changes): no such booking, a free one, cancelled or lapsed, by card, already paid, or more than is due.
 */
export async function markPaid(
  req: PayloadRequest,
  registrationId: number,
  input: MarkPaidInput,
): Promise<MarkPaidResult> {
  return withTransaction(req, async () => {
    const db = await transactionClient(req)
    const { rows } = await db.query<BookingRow>({
      name: 'payments-mark-paid-booking',
      text: `SELECT id, event_id, full_name, payment_status, payment_method, payment_reference, amount_due_pence, deposit_pence,
          cancelled_at FROM registrations WHERE id = $1 FOR UPDATE`,
      values: [registrationId],
    })
    const booking = rows[0]
    if (!booking) throw new AppError('not-found', MARK_PAID_MESSAGES.notFound)
    const { rows: records } = await db.query<{
      kind: 'payment' | 'refund'
      status: 'succeeded' | 'pending' | 'failed'
      amount_pence: number
      request_key: string | null
    }>({
      name: 'payments-mark-paid-records',
      text: 'SELECT kind, status, amount_pence, request_key FROM payments WHERE registration_id = $1',
      values: [registrationId],
    })
    const { paidPence: paid } = moneyOf({
      amountDuePence: booking.amount_due_pence,
      records: records.map((record) => ({ ...record, amountPence: Number(record.amount_pence) })),
    })
    const due = booking.amount_due_pence ?? 0
    // Deposits: the status follows from what is paid, by the one rule (paymentStatusAfter).
    const statusAt = (paidPence: number) =>
      paymentStatusAfter({ duePence: Number(due), paidPence, depositPence: Number(booking.deposit_pence ?? 0) })
    const answer = (message: string): MarkPaidResult => ({
      ok: true,
      message,
      paymentStatus: statusAt(paid),
      paidPence: paid,
      balancePence: Math.max(0, due - paid),
    })
    // The same request again (a double click waited for the first's lock): what the first did, nothing more.
    if (records.some((record) => record.request_key === input.requestKey)) return answer('This payment is recorded.')
    if (!booking.payment_status) throw new AppError('conflict', MARK_PAID_MESSAGES.free)
    if (booking.payment_status === 'refunded') throw new AppError('conflict', MARK_PAID_MESSAGES.refunded)
    if (booking.cancelled_at) throw new AppError('conflict', MARK_PAID_MESSAGES.cancelled)
    // Its Checkout may still be paid: money recorded here as well would be taken twice. Once its card
    // deposit is in, the balance may come any way (a transfer, on the day).
    if (!isOfflineMethod(booking.payment_method) && booking.payment_status !== 'part-paid')
      throw new AppError('conflict', MARK_PAID_MESSAGES.card)
    if (booking.payment_status === 'paid' || paid >= due) throw new AppError('conflict', MARK_PAID_MESSAGES.settled)
    if (input.amountPence > due - paid) {
      const message = MARK_PAID_MESSAGES.tooMuch(due - paid)
      throw new AppError('invalid', message, { errors: { amountPence: message } })
    }
    const payment = await recordPayment(db, registrationId, {
      kind: 'payment',
      method: input.method,
      amountPence: input.amountPence,
      reference: booking.payment_reference,
      note: input.note?.trim() || null,
      requestKey: input.requestKey,
      recordedBy: Number(req.user!.id),
    })
    const nowPaid = paid + input.amountPence
    const isPaidInFull = nowPaid >= due
    const status = statusAt(nowPaid)
    if (status !== booking.payment_status)
      await db.query({
        name: 'payments-mark-paid-status',
        text: `UPDATE registrations SET payment_status = $2::enum_registrations_payment_status, updated_at = now() WHERE id = $1`,
        values: [registrationId, status],
      })
    await audit(req, {
      action: 'payment-record',
      summary: `Recorded ${formatPence(input.amountPence)} paid by ${PAYMENT_METHOD_LABELS[input.method].toLowerCase()} for ${booking.full_name}`,
      target: `registrations:${registrationId}`,
      details: {
        payment,
        amountPence: input.amountPence,
        method: input.method,
        balancePence: due - nowPaid,
      },
    })
    return {
      ok: true as const,
      message: isPaidInFull
        ? `Paid in full: ${formatPence(due)}.`
        : `Recorded ${formatPence(input.amountPence)}; ${formatPence(due - nowPaid)} still to pay.`,
      paymentStatus: status,
      paidPence: nowPaid,
      balancePence: Math.max(0, due - nowPaid),
    }
  })
}
