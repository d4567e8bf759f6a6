import type pg from 'pg'

import type { PlaceCounts, QueuedEntry } from '@/lib/places'

export type Queryable = Pick<pg.PoolClient, 'query'>

/** The name of an event's place lock: whoever takes, frees or offers a place of the event holds it. */
export const placeLockName = (eventId: number) => `event-places:${eventId}`

/**
 * Takes the event's place lock inside the connection's open transaction, waiting for whoever holds
 * it; released at commit or rollback, so the next holder counts what this one wrote. Events without
 * limits never take it, and one event's lock never holds up another event's registrations.
 */
export async function lockEventPlaces(db: Queryable, eventId: number): Promise<void> {
  await db.query({ name: 'event-places-lock', text: 'SELECT pg_advisory_xact_lock(hashtext($1))', values: [placeLockName(eventId)] })
}

/** What the counts need to know of an event: its id, its session keys, and whether it has a limit of its own (people). */
export const placeCountsQuery = (eventId: number, rules: { keys: readonly string[] }, limits?: { eventCapacity: number | null }) => ({
  id: eventId,
  keys: [...rules.keys],
  hasEventCapacity: limits ? limits.eventCapacity !== null : true,
})

type CountsRow = { held: Record<string, number> | null; open: Record<string, number> | null; people: number | null; people_waiting: number | null }

const COUNTS_SQL = `WITH open AS MATERIALIZED (
        SELECT w.registration_id, w.session_key, w.status FROM waiting_list w JOIN registrations r ON r.id = w.registration_id AND r.cancelled_at IS NULL
        WHERE w.event_id = $1 AND w.status IN ('waiting', 'offered')
      ), holders AS (
        SELECT r.id FROM registrations r
        WHERE $3 AND r.event_id = $1 AND r.cancelled_at IS NULL AND EXISTS (SELECT 1 FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice')
        UNION SELECT registration_id FROM open WHERE $3 AND status = 'offered'
      )
      SELECT
        (SELECT json_object_agg(h.key, h.n) FROM (
          SELECT t.text AS key, count(*)::int AS n FROM registrations r JOIN registrations_texts t ON t.parent_id = r.id AND t.path = 'attendanceChoice'
          WHERE r.event_id = $1 AND r.cancelled_at IS NULL AND t.text = ANY($2::varchar[]) GROUP BY t.text) h) AS held,
        (SELECT json_object_agg(o.key, o.n) FROM (SELECT session_key || ':' || status AS key, count(*)::int AS n FROM open GROUP BY 1) o) AS open,
        CASE WHEN $3 THEN (SELECT count(*)::int FROM holders) END AS people,
        CASE WHEN $3 THEN (SELECT count(DISTINCT o.registration_id)::int FROM open o WHERE o.status = 'waiting' AND NOT EXISTS (SELECT 1 FROM holders h WHERE h.id = o.registration_id)) END AS people_waiting`

/**
 * Places held and people waiting in one event, read in one statement: a place is a session of a
 * registration that is not cancelled, or an open offer of one. A registration stores each session key
 * it holds once (the all-sessions marker comes beside the keys, never instead: normaliseSessionChoice),
 * so counting a key counts its holders. The people counts are read only when the event itself has a
 * limit. Run it under the event's lock, in the transaction that then writes.
 */
export async function readPlaceCounts(db: Queryable, event: { id: number; keys: string[]; hasEventCapacity?: boolean }): Promise<PlaceCounts> {
  const { rows } = await db.query<CountsRow>({
    name: 'event-places-counts',
    text: COUNTS_SQL,
    values: [event.id, event.keys, event.hasEventCapacity ?? true],
  })
  return countsOf(rows[0]!, event.keys)
}

function countsOf(row: CountsRow, keys: string[]): PlaceCounts {
  const sessions: PlaceCounts['sessions'] = {}
  for (const key of keys) {
    sessions[key] = { held: (row.held?.[key] ?? 0) + (row.open?.[`${key}:offered`] ?? 0), waiting: row.open?.[`${key}:waiting`] ?? 0 }
  }
  return { people: row.people ?? 0, peopleWaiting: row.people_waiting ?? 0, sessions }
}

type QueueRow = { id: number; registration: number; session_key: string; holds: boolean }

/** Everyone waiting in the event, in arrival order, and whether each already holds a place in it. */
export async function readQueue(db: Queryable, eventId: number): Promise<QueuedEntry[]> {
  const { rows } = await db.query<QueueRow>({
    name: 'event-places-queue',
    text: `SELECT w.id, w.registration_id AS registration, w.session_key,
        (EXISTS (SELECT 1 FROM registrations_texts t WHERE t.parent_id = w.registration_id AND t.path = 'attendanceChoice')
          OR EXISTS (SELECT 1 FROM waiting_list o WHERE o.registration_id = w.registration_id AND o.status = 'offered')) AS holds
      FROM waiting_list w JOIN registrations r ON r.id = w.registration_id AND r.cancelled_at IS NULL
      WHERE w.event_id = $1 AND w.status = 'waiting'
      ORDER BY w.id`,
    values: [eventId],
  })
  return rows.map((row) => ({ id: row.id, registration: row.registration, sessionKey: row.session_key, holdsEventPlace: row.holds }))
}

/**
 * A person's place status from their open entries: "offered" while an offer waits for them,
 * "waiting" while they wait, "confirmed" otherwise; and the sessions they are on the list for
 * ("|day-2|"). Kept on the registration so filters and audiences need no join.
 */
export async function syncPlaceStatus(db: Queryable, registrationIds: number[]): Promise<void> {
  if (!registrationIds.length) return
  await db.query({
    name: 'event-places-sync-status',
    text: `UPDATE registrations r SET place_status = s.status::enum_registrations_place_status, waiting_sessions = s.sessions, updated_at = now()
      FROM (SELECT x.id,
          CASE WHEN bool_or(w.status = 'offered') THEN 'offered' WHEN bool_or(w.status = 'waiting') THEN 'waiting' ELSE 'confirmed' END AS status,
          '|' || coalesce(string_agg(w.session_key || '|', '' ORDER BY w.id), '') AS sessions
        FROM unnest($1::int[]) AS x(id)
        LEFT JOIN waiting_list w ON w.registration_id = x.id AND w.status IN ('waiting', 'offered')
        GROUP BY x.id) s
      WHERE r.id = s.id AND (r.place_status::text IS DISTINCT FROM s.status OR r.waiting_sessions IS DISTINCT FROM s.sessions)`,
    values: [registrationIds],
  })
}

/** A person joins the waiting list for these sessions, behind everyone already on it. */
export async function joinWaitingList(db: Queryable, entry: { eventId: number; registrationId: number; sessionKeys: string[] }): Promise<void> {
  if (!entry.sessionKeys.length) return
  await db.query({
    name: 'event-places-join',
    text: `INSERT INTO waiting_list (event_id, registration_id, session_key, status, updated_at, created_at)
      SELECT $1, $2, k.key, 'waiting', now(), now() FROM unnest($3::varchar[]) WITH ORDINALITY AS k(key, position) ORDER BY k.position
      ON CONFLICT DO NOTHING`,
    values: [entry.eventId, entry.registrationId, entry.sessionKeys],
  })
  await syncPlaceStatus(db, [entry.registrationId])
}

/** Each waiting session of a person with their place in its queue (1 is next), for the form's answer and the e-mail. */
export async function waitingPositions(db: Queryable, registrationId: number): Promise<Array<{ sessionKey: string; position: number }>> {
  const { rows } = await db.query<{ session_key: string; position: number }>({
    name: 'event-places-positions',
    text: `SELECT w.session_key, (SELECT count(*) FROM waiting_list a JOIN registrations r ON r.id = a.registration_id AND r.cancelled_at IS NULL
        WHERE a.event_id = w.event_id AND a.session_key = w.session_key AND a.status = 'waiting' AND a.id <= w.id)::int AS position
      FROM waiting_list w WHERE w.registration_id = $1 AND w.status = 'waiting' ORDER BY w.id`,
    values: [registrationId],
  })
  return rows.map((row) => ({ sessionKey: row.session_key, position: row.position }))
}
