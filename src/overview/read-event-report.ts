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
       FROM checkins c WHERE c.event_id = $1)
     SELECT s.key, s.title,
       (SELECT count(*)::int FROM chosen ch WHERE ch.key = s.key AND NOT EXISTS (
          SELECT 1 FROM attended a WHERE a.key = s.key AND a.registration_id = ch.registration_id AND a.method = 'walk-in')) AS registered,
       (SELECT count(*)::int FROM attended a WHERE a.key = s.key) AS attended,
       (SELECT count(*)::int FROM chosen ch WHERE ch.key = s.key AND NOT EXISTS (
          SELECT 1 FROM attended a WHERE a.key = s.key AND a.registration_id = ch.registration_id)) AS "noShows",
       (SELECT count(*)::int FROM attended a WHERE a.key = s.key AND a.method = 'walk-in') AS "walkIns",
       (SELECT count(*)::int FROM attended a WHERE a.key = s.key AND a.first_time) AS "firstTimers"
     FROM sessions s ORDER BY s._order`,
    [eventId],
  )
  return rows
}
