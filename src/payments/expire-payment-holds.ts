import type { PayloadRequest, TaskConfig } from 'payload'

import { messageLinksFor } from '@/consent'
import { lockEventPlaces } from '@/places'
import { poolOf } from '@/platform/database/pool'
import { siteUrl } from '@/platform/env'
import { sendBalanceReminders } from './balance-reminders'
import { readReminderBatch, sendClaimedReminder } from './send-reminder'
import { buildPaymentReminderEmail } from './emails/payment-reminder'
import { instructionsForRegistration } from './rules/payment-methods'
import { scheduleOnce } from '@/platform/database/schedule-once'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { releaseHold } from './release-hold'
import { stripeClient } from './stripe-client'

/**
 * Releases every hold that has run out, each under its event's lock (a payment confirmed in between
 * wins: releaseHold touches only a booking still awaiting payment), then expires its Checkout session
 * at Stripe so nobody pays for places already given back. Answers the bookings released.
 */
export async function expirePaymentHolds(req: PayloadRequest, now = new Date()): Promise<number[]> {
  const { rows } = await poolOf(req.payload).query<{
    id: number
    event_id: number
    checkout_session_id: string | null
  }>({
    name: 'payments-lapsed-holds',
    text: `SELECT id, event_id, checkout_session_id FROM registrations
      WHERE payment_status = 'awaiting' AND cancelled_at IS NULL AND hold_expires_at <= $1 ORDER BY hold_expires_at, id`,
    values: [now],
  })
  const released: number[] = []
  for (const row of rows) {
    const done = await withTransaction(req, async () => {
      const db = await transactionClient(req)
      await lockEventPlaces(db, row.event_id)
      return releaseHold(req, db, { registrationId: row.id, eventId: row.event_id, now })
    })
    if (!done) continue
    released.push(row.id)
    // Stripe expires the session itself at the same moment; asking first closes the page a little sooner.
    if (row.checkout_session_id)
      await (await stripeClient(req.payload))?.checkout.sessions.expire(row.checkout_session_id).catch(() => undefined)
  }
  return released
}

type ReminderRow = {
  id: number
  email: string | null
  full_name: string
  payment_method: string
  payment_reference: string
  amount_due_pence: number
  hold_expires_at: Date
  deposit_pence: number | null
  balance_due_at: Date | null
  event_title: string
}

/**
 * Reminds each unpaid bank-transfer or pay-on-the-day booking once, when its reminder falls due (a set
 * time before its hold lapses): how much is still to pay, how, and until when. Each booking is claimed
 * by marking its reminder sent before the e-mail goes, so two runs never both send it; a failed send
 * gives the claim back for the next run. Answers the bookings reminded.
 */
export async function sendPaymentReminders(req: PayloadRequest, now = new Date()): Promise<number[]> {
  const db = poolOf(req.payload)
  const { rows } = await db.query<ReminderRow>({
    name: 'payments-claim-reminders',
    text: `UPDATE registrations r SET payment_reminder_sent_at = $1
      FROM events e
      WHERE e.id = r.event_id AND r.payment_status = 'awaiting' AND r.cancelled_at IS NULL
        AND r.payment_reminder_at <= $1 AND r.payment_reminder_sent_at IS NULL AND r.hold_expires_at > $1
      RETURNING r.id, r.email, r.full_name, r.payment_method, r.payment_reference, r.amount_due_pence, r.hold_expires_at,
        r.deposit_pence, r.balance_due_at, e.title AS event_title`,
    values: [now],
  })
  if (!rows.length) return []
  const { churchName, bank, money } = await readReminderBatch(
    req,
    rows.map((row) => row.id),
  )
  const reminded: number[] = []
  for (const row of rows) {
    const paid = money.get(row.id)?.money
    const instructions = instructionsForRegistration(
      {
        paymentStatus: 'awaiting',
        paymentMethod: row.payment_method,
        paymentReference: row.payment_reference,
        amountDuePence: row.amount_due_pence,
        holdExpiresAt: row.hold_expires_at,
        depositPence: row.deposit_pence === null ? null : Number(row.deposit_pence),
        balanceDueAt: row.balance_due_at,
      },
      bank,
      paid ? paid.paidPence - paid.refundedPence : 0,
    )
    if (!row.email || !instructions) continue
    const links = messageLinksFor(row.email)
    const email = buildPaymentReminderEmail(
      { churchName, siteUrl: siteUrl(), preferencesUrl: links.preferencesUrl },
      { fullName: row.full_name, eventTitle: row.event_title, instructions },
    )
    const isSent = await sendClaimedReminder(req, 'payment', {
      registrationId: row.id,
      to: row.email,
      email,
      headers: links.headers,
    })
    if (isSent) reminded.push(row.id)
  }
  return reminded
}

/**
 * Every minute: reminders that are due go out (an unpaid hold's, a balance's), then a hold lapses within a minute of its end, like an
 * unanswered place offer (an unpaid bank-transfer or pay-on-the-day hold exactly as a card one).
 */
export const expirePaymentHoldsTask: TaskConfig<'expirePaymentHolds'> = {
  slug: 'expirePaymentHolds',
  retries: 3,
  inputSchema: [],
  schedule: [{ cron: '15 * * * * *', queue: 'default', hooks: scheduleOnce }],
  handler: async ({ req }) => {
    await sendPaymentReminders(req)
    await sendBalanceReminders(req)
    await expirePaymentHolds(req)
    return { output: {} }
  },
}
