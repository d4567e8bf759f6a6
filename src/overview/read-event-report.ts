import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

export type SessionFigures = {
  key: string
  title: string
  registered: number
  attended: number
  noShows: number
  walkIns: number
  firstTimers: number
}

/**
 * Per session of one event, in one query: registered (chose the session, not cancelled, not a
 * walk-in there), attended (checked in), no-shows (registered and not checked in), walk-ins
 * (checked in as walk-ins) and first-timers (checked in, and never checked in anywhere before).
 * Reads the event's rows through its indexes, and each attendee's earlier check-ins through
 * (person, checked-in time).
 */
export async function readEventReport(payload: Payload, eventId: number): Promise<SessionFigures[]> {
  const { rows } = await poolOf(payload).query<SessionFigures>(
    `WITH event AS (
       SELECT e.id, CASE WHEN (SELECT count(*) FROM events_sessions s WHERE s._parent_id = e.id) >= 2 THEN e.all_sessions_key END AS all_key
       FROM events e WHERE e.id = $1),
     sessions AS (SELECT s.key, s.title, s._order FROM events_sessions s WHERE s._parent_id = $1),
     chosen AS (
       SELECT s.key, r.id AS registration_id
       FROM registrations r CROSS JOIN event
       JOIN registrations_texts t ON t.parent_id = r.id AND t.path = 'attendanceChoice'
       JOIN sessions s ON t.text = s.key OR t.text = event.all_key
       WHERE r.event_id = $1 AND r.cancelled_at IS NULL
       GROUP BY s.key, r.id),
     attended AS (
       SELECT c.session AS key, c.registration_id, c.method,
              c.person_id IS NOT NULL AND NOT EXISTS (
                SELECT 1 FROM checkins earlier WHERE earlier.person_id = c.person_id AND earlier.checked_in_at < c.checked_in_at
              ) AS first_time
       FROM checkins c WHERE c.event_id = $1),
     -- One hash join of the session's choices to its check-ins, then counts: a NOT EXISTS per choice
     -- against the check-ins ran as a nested loop (2,000 × 2,000 rows, ~1 s, at 100,000 registrations).
     per_choice AS (
       SELECT ch.key, bool_or(a.registration_id IS NOT NULL) AS came, bool_or(a.method = 'walk-in') AS walked_in
       FROM chosen ch LEFT JOIN attended a ON a.key = ch.key AND a.registration_id = ch.registration_id
       GROUP BY ch.key, ch.registration_id),
     choice_counts AS (
       SELECT key, count(*) FILTER (WHERE walked_in IS NOT TRUE)::int AS registered,
              count(*) FILTER (WHERE NOT came)::int AS no_shows
       FROM per_choice GROUP BY key),
     checkin_counts AS (
       SELECT key, count(*)::int AS attended, count(*) FILTER (WHERE method = 'walk-in')::int AS walk_ins,
              count(*) FILTER (WHERE first_time)::int AS first_timers
       FROM attended GROUP BY key)
     SELECT s.key, s.title, coalesce(cc.registered, 0) AS registered, coalesce(k.attended, 0) AS attended,
       coalesce(cc.no_shows, 0) AS "noShows", coalesce(k.walk_ins, 0) AS "walkIns", coalesce(k.first_timers, 0) AS "firstTimers"
     FROM sessions s LEFT JOIN choice_counts cc ON cc.key = s.key LEFT JOIN checkin_counts k ON k.key = s.key
     ORDER BY s._order`,
    [eventId],
  )
  return rows
}
