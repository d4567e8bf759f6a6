import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

export type FirstTimerReturns = { eventId: number; title: string; firstTimers: number; cameBack: number }

/**
 * Per event (the latest `limit` that anyone checked in at): its first-timers (their first check-in
 * ever was at it) and how many of them came to anything again, at another session or event, within
 * three months of that first check-in. One query.
 */
export async function readFirstTimerReturns(payload: Payload, limit = 20): Promise<FirstTimerReturns[]> {
  const { rows } = await poolOf(payload).query<FirstTimerReturns>(
    `WITH recent AS (
       SELECT e.id, e.title, e.first_starts_at FROM events e
       WHERE EXISTS (SELECT 1 FROM checkins c WHERE c.event_id = e.id)
       ORDER BY e.first_starts_at DESC NULLS LAST, e.id DESC LIMIT $1),
     firsts AS (
       SELECT c.person_id, c.event_id, c.session, c.checked_in_at
       FROM checkins c JOIN recent ON recent.id = c.event_id
       WHERE c.person_id IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM checkins earlier WHERE earlier.person_id = c.person_id
           AND (earlier.checked_in_at, earlier.id) < (c.checked_in_at, c.id)))
     SELECT recent.id AS "eventId", recent.title,
       count(f.person_id)::int AS "firstTimers",
       count(f.person_id) FILTER (WHERE EXISTS (
         SELECT 1 FROM checkins again WHERE again.person_id = f.person_id
           AND again.checked_in_at > f.checked_in_at AND again.checked_in_at <= f.checked_in_at + interval '3 months'
           AND NOT (again.event_id = f.event_id AND again.session = f.session)))::int AS "cameBack"
     FROM recent LEFT JOIN firsts f ON f.event_id = recent.id
     GROUP BY recent.id, recent.title, recent.first_starts_at
     ORDER BY recent.first_starts_at DESC NULLS LAST, recent.id DESC`,
    [limit],
  )
  return rows
}
