import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'
import type { StaffEvent } from '@/events'

/**
 * How many of those expected at each session of the event are checked in there: the door's
 * "checked in / expected". Someone let in at a session they did not choose (before the door asked,
 * or who later dropped it) is not among the expected, so is not counted either; cancelled
 * registrations count in neither figure.
 */
export async function countExpectedCheckedIn(payload: Payload, event: StaffEvent): Promise<Map<string, number>> {
  const hasMarker = event.sessions.length >= 2
  const { rows } = await poolOf(payload).query<{ key: string; count: number }>(
    `SELECT c.session AS key, count(*)::int AS count
     FROM checkins c JOIN registrations r ON r.id = c.registration_id AND r.cancelled_at IS NULL
     WHERE c.event_id = $1 AND EXISTS (
       SELECT 1 FROM registrations_texts t
       WHERE t.parent_id = r.id AND t.path = 'attendanceChoice' AND (t.text = c.session OR t.text = $2))
     GROUP BY c.session`,
    [event.id, hasMarker ? event.allSessionsKey : null],
  )
  return new Map(rows.map((row) => [row.key, row.count]))
}
