import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'
import { readBookingMoney } from './read-money'
import { type EventMoney, sumMoney } from './rules/money'

/**
 * An event's income, outstanding and refunded: each booking that has a price or a payment read
 * through the one money function and summed. A church's paid event has hundreds of bookings at most.
 */
export async function readEventMoney(payload: Payload, eventId: number): Promise<EventMoney & { bookings: number }> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM registrations r WHERE event_id = $1
      AND (payment_status IS NOT NULL OR EXISTS (SELECT 1 FROM payments p WHERE p.registration_id = r.id))`,
    [eventId],
  )
  const bookings = [
    ...(
      await readBookingMoney(
        pool,
        rows.map((row) => Number(row.id)),
      )
    ).values(),
  ]
  return { ...sumMoney(bookings.map((booking) => booking.money)), bookings: bookings.length }
}
