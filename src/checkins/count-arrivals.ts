import type { Payload } from 'payload'

import { arrivalsPerQuarterHour, londonDayOf, type ArrivalSlot, ARRIVAL_SLOT_MINUTES } from './rules/arrivals'
import type { EventSession } from '@/events'
import { poolOf } from '@/platform/database/pool'

/**
 * Check-ins at one session of the event per quarter hour of its UK day, grouped in the database
 * (from the (event, session) index: a door's worth of rows), then laid out by `arrivalsPerQuarterHour`.
 */
export async function countArrivals(
  payload: Payload,
  { eventId, session }: { eventId: number; session: Pick<EventSession, 'key' | 'startsAt' | 'endsAt'> },
): Promise<ArrivalSlot[]> {
  const day = londonDayOf(session.startsAt)
  const { rows } = await poolOf(payload).query<{ slot: string; count: number }>(
    `SELECT floor(extract(epoch FROM checked_in_at) / $5)::bigint AS slot, count(*)::int AS count
     FROM checkins
     WHERE event_id = $1 AND session = $2 AND checked_in_at >= $3 AND checked_in_at < $4
     GROUP BY 1`,
    [eventId, session.key, day.from, day.to, ARRIVAL_SLOT_MINUTES * 60],
  )
  return arrivalsPerQuarterHour({
    counts: rows.map((row) => ({ slot: Number(row.slot), count: row.count })),
    startsAt: session.startsAt,
    endsAt: session.endsAt,
  })
}
