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

/** What the counts need to know of an event: its id, session keys and all-sessions marker (offered from two sessions up). */
export const placeCountsQuery = (eventId: number, rules: { keys: readonly string[]; allKey: string }) => ({ id: eventId, keys: [...rules.keys], allKey: rules.keys.length >= 2 ? rules.allKey : null })

type CountsRow = { people: number; people_waiting: number; sessions: Record<string, { held: number; waiting: number }> | null }

/**
 * Places held and people waiting in one event, read in one statement: a place is a session of a
 * registration that is not cancelled (alone or through the all-sessions marker) or an open offer.
 * Run it under the event's lock, in the transaction that then writes, so the counts stay true.
 */
export async function readPlaceCounts(db: Queryable, event: { id: number; keys: string[]; allKey: string | null }): Promise<PlaceCounts> {
  const { rows } = await db.query<CountsRow>({
    name: 'event-places-counts',
    text: `WITH chosen AS (
        SELECT r.id, t.text FROM registrations r JOIN registrations_texts t ON t.parent_id = r.id AND t.path = 'attendanceChoice'
        WHERE r.event_id = $1 AND r.cancelled_at IS NULL
      ), open AS (
        SELECT w.registration_id, w.session_key, w.status FROM waiting_list w JOIN registrations r ON r.id = w.registration_id AND r.cancelled_at IS NULL
        WHERE w.event_id = $1 AND w.status IN ('waiting', 'offered')
      ), holders AS (
        SELECT id FROM chosen UNION SELECT registration_id FROM open WHERE status = 'offered'
      )
      SELECT (SELECT count(*) FROM holders)::int AS people,
        (SELECT count(DISTINCT registration_id) FROM open WHERE status = 'waiting' AND registration_id NOT IN (SELECT id FROM holders))::int AS people_waiting,
        (SELECT json_object_agg(k.key, json_build_object(
            'held', (SELECT count(DISTINCT c.id) FROM chosen c WHERE c.text = k.key OR c.text = $3) + (SELECT count(*) FROM open o WHERE o.session_key = k.key AND o.status = 'offered'),
            'waiting', (SELECT count(*) FROM open o WHERE o.session_key = k.key AND o.status = 'waiting')))
          FROM unnest($2::varchar[]) AS k(key)) AS sessions`,
    values: [event.id, event.keys, event.allKey],
  })
  const row = rows[0]!
  return { people: row.people, peopleWaiting: row.people_waiting, sessions: row.sessions ?? {} }
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
