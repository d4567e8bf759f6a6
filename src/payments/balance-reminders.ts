import type { PayloadRequest } from 'payload'

import { messageLinksFor } from '@/consent'
import { hashToken, manageTokenFor } from '@/platform/crypto/tokens'
import { poolOf } from '@/platform/database/pool'
import { siteUrl } from '@/platform/env'
import { buildBalanceReminderEmail } from './emails/balance-reminder'
import { instructionsForRegistration } from './rules/payment-methods'
import { readReminderBatch, sendClaimedReminder } from './send-reminder'

type ClaimedRow = {
  id: number
  email: string | null
  full_name: string
  created_at: Date
  payment_status: string
  payment_method: string | null
  payment_reference: string | null
  amount_due_pence: number
  deposit_pence: number | null
  balance_due_at: Date
  event_title: string
}

/**
 * Reminds each booking that still owes a balance once, when its reminder falls due (the event's days
 * before the balance's date): how much, by when, and the person's manage link to pay it. Each booking
 * is claimed by marking its reminder sent in the statement that finds it, so two runs at once never
 * both send it; a failed send gives the claim back for the next run. Answers the bookings reminded.
 * After the due date nothing more happens: the booking stays (staff see it overdue).
 */
export async function sendBalanceReminders(req: PayloadRequest, now = new Date()): Promise<number[]> {
  const db = poolOf(req.payload)
  const { rows } = await db.query<ClaimedRow>({
    name: 'payments-claim-balance-reminders',
    // Awaiting or part paid is owing: the status follows from the money (paymentStatusAfter), which
    // readBookingMoney then reads for the amount.
    text: `WITH owing AS (
        SELECT r.id FROM registrations r
        WHERE r.payment_status IN ('awaiting', 'part-paid') AND r.cancelled_at IS NULL
          AND r.balance_reminder_at <= $1 AND r.balance_reminder_sent_at IS NULL AND r.balance_due_at > $1
        FOR UPDATE OF r SKIP LOCKED
      )
      UPDATE registrations r SET balance_reminder_sent_at = $1
      FROM owing, events e
      WHERE r.id = owing.id AND e.id = r.event_id AND r.balance_reminder_sent_at IS NULL
      RETURNING r.id, r.email, r.full_name, r.created_at, r.payment_status, r.payment_method, r.payment_reference,
        r.amount_due_pence, r.deposit_pence, r.balance_due_at, e.title AS event_title`,
    values: [now],
  })
  if (!rows.length) return []
  const { churchName, bank, money } = await readReminderBatch(
    req,
    rows.map((row) => row.id),
  )
  const reminded: number[] = []
  for (const row of rows) {
    const owed = money.get(row.id)?.money
    if (!row.email || !owed || owed.balancePence <= 0) continue
    const token = manageTokenFor(req.payload.secret, { id: row.id, createdAt: new Date(row.created_at).toISOString() })
    // The link works once its hash is stored (a booking whose confirmation never went has none yet).
    await db.query({
      name: 'payments-balance-manage-link',
      text: 'UPDATE registrations SET manage_token_hash = $2 WHERE id = $1 AND manage_token_hash IS NULL',
      values: [row.id, hashToken(token.token)],
    })
    const links = messageLinksFor(row.email)
    const email = buildBalanceReminderEmail(
      { churchName, siteUrl: siteUrl(), preferencesUrl: links.preferencesUrl },
      {
        fullName: row.full_name,
        eventTitle: row.event_title,
        balancePence: owed.balancePence,
        balanceDueAt: new Date(row.balance_due_at),
        // The registrations domain's manage page (manageRegistrationUrl there), which lower domains cannot import.
        manageUrl: `${siteUrl()}/manage-registration?token=${encodeURIComponent(token.token)}`,
        instructions: instructionsForRegistration(
          {
            paymentStatus: row.payment_status,
            paymentMethod: row.payment_method,
            paymentReference: row.payment_reference,
            amountDuePence: Number(row.amount_due_pence),
            depositPence: row.deposit_pence === null ? null : Number(row.deposit_pence),
            balanceDueAt: row.balance_due_at,
          },
          bank,
          owed.paidPence - owed.refundedPence,
        ),
      },
    )
    const isSent = await sendClaimedReminder(req, 'balance', {
      registrationId: row.id,
      to: row.email,
      email,
      headers: links.headers,
    })
    if (isSent) reminded.push(row.id)
  }
  return reminded
}
