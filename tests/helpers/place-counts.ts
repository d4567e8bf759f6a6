import type pg from 'pg'
import { expect } from 'vitest'

import { poolOf } from '@/platform/database/pool'

import { testPayload } from './payload'

/**
 * The places of every event counted from its rows, the slow way and independently of the database's
 * triggers (a place is a session of a registration that is not cancelled, or an open offer of one),
 * set against the counts the triggers keep. Both are read in one statement, so writers running beside
 * a test never make them differ. Answers the events whose counts differ, with both sides.
 */
export async function placeCountsDrift(
  db: Pick<pg.Pool, 'query'>,
): Promise<Array<{ event_id: number; kept: unknown; counted: unknown }>> {
  const { rows } = await db.query(`
    WITH live AS (
      SELECT r.id, r.event_id,
        EXISTS (SELECT 1 FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice')
          OR EXISTS (SELECT 1 FROM waiting_list w WHERE w.registration_id = r.id AND w.status = 'offered') AS holds,
        EXISTS (SELECT 1 FROM waiting_list w WHERE w.registration_id = r.id AND w.status = 'waiting') AS waits
      FROM registrations r WHERE r.cancelled_at IS NULL
    ), places AS (
      SELECT l.event_id, t.text AS key, 'held' AS kind FROM live l JOIN registrations_texts t ON t.parent_id = l.id AND t.path = 'attendanceChoice'
      UNION ALL SELECT l.event_id, w.session_key, CASE w.status WHEN 'offered' THEN 'held' ELSE 'waiting' END
        FROM live l JOIN waiting_list w ON w.registration_id = l.id AND w.status IN ('waiting', 'offered')
    ), per_session AS (
      SELECT event_id, jsonb_object_agg(key, jsonb_build_object('held', held, 'waiting', waiting)) AS sessions FROM (
        SELECT event_id, key, count(*) FILTER (WHERE kind = 'held')::int AS held, count(*) FILTER (WHERE kind = 'waiting')::int AS waiting
        FROM places GROUP BY event_id, key) s GROUP BY event_id
    ), counted AS (
      SELECT e.id AS event_id,
        (SELECT count(*)::int FROM live l WHERE l.event_id = e.id AND l.holds) AS people,
        (SELECT count(*)::int FROM live l WHERE l.event_id = e.id AND NOT l.holds AND l.waits) AS people_waiting,
        coalesce((SELECT sessions FROM per_session p WHERE p.event_id = e.id), '{}'::jsonb) AS sessions
      FROM events e
    ), kept AS (
      -- Sessions nobody holds or waits for any more may stay in the tally at zero.
      SELECT k.event_id, k.people, k.people_waiting,
        coalesce((SELECT jsonb_object_agg(s.key, s.value) FROM jsonb_each(k.sessions) s
          WHERE (s.value ->> 'held')::int <> 0 OR (s.value ->> 'waiting')::int <> 0), '{}'::jsonb) AS sessions
      FROM event_places k
    )
    SELECT c.event_id, to_jsonb(k) - 'event_id' AS kept, to_jsonb(c) - 'event_id' AS counted
    FROM counted c LEFT JOIN kept k ON k.event_id = c.event_id
    WHERE k.event_id IS NULL OR k.people <> c.people OR k.people_waiting <> c.people_waiting OR k.sessions <> c.sessions
    ORDER BY c.event_id`)
  return rows
}

/** After a file's tests: every event's kept counts still match its rows, whatever the tests wrote. */
export async function expectPlaceCountsExact(): Promise<void> {
  expect(await placeCountsDrift(poolOf(await testPayload()))).toEqual([])
}
