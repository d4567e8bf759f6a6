import type { PayloadRequest, TaskConfig } from 'payload'

import { lockEventPlaces } from '@/places'
import { poolOf } from '@/platform/database/pool'
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
      await stripeClient()
        ?.checkout.sessions.expire(row.checkout_session_id)
        .catch(() => undefined)
  }
  return released
}

/** Every minute: a hold lapses within a minute of its end, like an unanswered place offer. */
export const expirePaymentHoldsTask: TaskConfig<'expirePaymentHolds'> = {
  slug: 'expirePaymentHolds',
  retries: 3,
  inputSchema: [],
  schedule: [{ cron: '15 * * * * *', queue: 'default', hooks: scheduleOnce }],
  handler: async ({ req }) => {
    await expirePaymentHolds(req)
    return { output: {} }
  },
}
