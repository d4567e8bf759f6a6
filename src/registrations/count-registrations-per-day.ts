import type { Payload } from 'payload'

import { EVENT_TIME_ZONE, lastSessionEnd, type StaffEvent } from '@/events'
import { registrationsPerDay, type DayCount } from './rules/registrations-per-day'
import { poolOf } from '@/platform/database/pool'
export type RegistrationDays = { days: DayCount[]; isCut: boolean }

/**
 * How many of the event's registrations (cancelled ones left out, as in its total) were made on each
 * UK day, from registration opening to today or the event's end. The database groups them by day in
 * one statement over the event's rows, so the event's size costs one index scan and a count per day,
 * never a row read into JavaScript.
 */
export async function countRegistrationsPerDay(
  payload: Payload,
  event: StaffEvent,
  now = new Date(),
): Promise<RegistrationDays> {
  const { rows } = await poolOf(payload).query<{ opensAt: Date | null; day: string | null; count: number | null }>(
    `SELECT e.registration_opens_at AS "opensAt", d.day, d.count
     FROM events e
     LEFT JOIN (
       SELECT to_char((r.created_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
       FROM registrations r
       WHERE r.event_id = $1 AND r.cancelled_at IS NULL
       GROUP BY 1
     ) d ON true
     WHERE e.id = $1`,
    [event.id, EVENT_TIME_ZONE],
  )
  const opensAt = rows[0]?.opensAt ?? null
  const counts = rows.flatMap((row) => (row.day && row.count ? [{ day: row.day, count: row.count }] : []))
  return registrationsPerDay({
    counts,
    opensAt: opensAt?.toISOString() ?? null,
    endsAt: lastSessionEnd(event.sessions),
    now,
  })
}
