import type pg from 'pg'

import type { PlaceCounts, QueuedEntry } from './rules/places'

export type Queryable = Pick<pg.PoolClient, 'query'>

/** An event's counts as stored in `event_places` (see the migration 20261125_100000_place_counts). */
export type PlaceCountsRow = {
  people: number
  people_waiting: number
  sessions: Record<string, { held: number; waiting: number }>
}

export const placeCountsOf = (row: PlaceCountsRow): PlaceCounts => ({
  people: row.people,
  peopleWaiting: row.people_waiting,
  sessions: row.sessions,
})

export const noCounts = (eventId: number) =>
  new Error(`Event ${eventId} has no place counts: the database is missing the migration 20261125_100000_place_counts.`)

/** The statement reading the event `eventId` names (an SQL expression) its row of counts, as PlaceCountsRow. */
export const eventPlaceCountsSql = (eventId: string) =>
  `SELECT people, people_waiting, sessions FROM event_places WHERE event_id = ${eventId}`

/** The event's row of counts, locked for the transaction when `lock` is set. */
async function placeCountsRow(db: Queryable, eventId: number, lock: boolean): Promise<PlaceCounts> {
  const { rows } = await db.query<PlaceCountsRow>({
    name: lock ? 'event-places-lock' : 'event-places-counts',
    text: `${eventPlaceCountsSql('$1')}${lock ? ' FOR UPDATE' : ''}`,
    values: [eventId],
  })
  if (!rows[0]) throw noCounts(eventId)
  return placeCountsOf(rows[0])
}

/**
 * Takes the event's place lock inside the connection's open transaction, waiting for whoever holds
 * it, and answers the event's counts as they are now; released at commit or rollback, so the next
 * holder counts what this one wrote. The lock is the event's row of counts, which the database's own
 * triggers keep exact whoever writes a place, so one event's lock never holds up another event.
 */
export const lockEventPlaces = (db: Queryable, eventId: number): Promise<PlaceCounts> =>
  placeCountsRow(db, eventId, true)

/**
 * Places held and people waiting in one event as last committed: a place is a session of a
 * registration that is not cancelled, or an open offer of one. One row, whatever the event's size;
 * to take places, read them with lockEventPlaces instead (or check them in the writing statement).
 */
export const readPlaceCounts = (db: Queryable, eventId: number): Promise<PlaceCounts> =>
  placeCountsRow(db, eventId, false)

type QueueRow = { id: number; registration: number; session_key: string; holds: boolean }

/** Everyone waiting in the event, in arrival order, and whether each already holds a place in it. */
export async function readQueue(db: Queryable, eventId: number): Promise<QueuedEntry[]> {
  const { rows } = await db.query<QueueRow>({
    name: 'event-places-queue',
    // What each person holds and waits for is counted (registration_places): a cancelled registration waits for nothing.
    text: `SELECT w.id, w.registration_id AS registration, w.session_key, cardinality(p.held) > 0 AS holds
      FROM waiting_list w JOIN registration_places p ON p.registration_id = w.registration_id AND w.session_key = ANY(p.waiting)
      WHERE w.event_id = $1 AND w.status = 'waiting'
      ORDER BY w.id`,
    values: [eventId],
  })
  return rows.map((row) => ({
    id: row.id,
    registration: row.registration,
    sessionKey: row.session_key,
    holdsEventPlace: row.holds,
  }))
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
export async function joinWaitingList(
  db: Queryable,
  entry: { eventId: number; registrationId: number; sessionKeys: string[] },
): Promise<void> {
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
export async function waitingPositions(
  db: Queryable,
  registrationId: number,
): Promise<Array<{ sessionKey: string; position: number }>> {
  const { rows } = await db.query<{ session_key: string; position: number }>({
    name: 'event-places-positions',
    text: `SELECT w.session_key, (SELECT count(*) FROM waiting_list a JOIN registrations r ON r.id = a.registration_id AND r.cancelled_at IS NULL
        WHERE a.event_id = w.event_id AND a.session_key = w.session_key AND a.status = 'waiting' AND a.id <= w.id)::int AS position
      FROM waiting_list w WHERE w.registration_id = $1 AND w.status = 'waiting' ORDER BY w.id`,
    values: [registrationId],
  })
  return rows.map((row) => ({ sessionKey: row.session_key, position: row.position }))
}
