import type { PayloadRequest } from 'payload'

import { transactionClient } from '@/platform/database/transaction-session'
import { requestMemo } from '@/platform/hook-context'

/**
 * What a check-in needs to know of a person and a session, read in one statement inside the
 * check-in's transaction: their event and person, whether they are a child, the sessions they chose
 * (as stored, with the all-sessions marker), the event's session keys and marker, the session's title
 * and whether it is a children's session (null when the event has no such session), and their
 * check-in at it. Null when there is no such registration. Read from the tables Payload keeps, so it
 * says what Payload's own reads would, at a fraction of their cost on a busy door.
 */
export type DoorFacts = {
  eventId: number
  eventTitle: string
  eventSlug: string
  personId: number | null
  isChild: boolean
  choice: string[]
  sessionKeys: string[]
  allSessionsKey: string
  session: { title: string; isChildrens: boolean } | null
  checkin: { id: number; checkedInAt: string } | null
}

type Row = {
  event_id: number
  event_title: string | null
  event_slug: string | null
  person_id: number | null
  is_child: boolean | null
  choice: string[]
  session_keys: string[] | null
  all_sessions_key: string | null
  session_title: string | null
  session_key: string | null
  is_childrens: boolean | null
  checkin_id: number | null
  checked_in_at: Date | null
}

export async function readDoorFacts(
  req: PayloadRequest,
  registration: number,
  session: string,
): Promise<DoorFacts | null> {
  const client = await transactionClient(req)
  const { rows } = await client.query<Row>({
    name: 'checkins-door-facts',
    text: `SELECT r.event_id, e.title AS event_title, e.slug AS event_slug, r.person_id, r.is_child,
        coalesce((SELECT array_agg(t.text ORDER BY t."order") FROM registrations_texts t
          WHERE t.parent_id = r.id AND t.path = 'attendanceChoice'), '{}') AS choice,
        (SELECT array_agg(s.key ORDER BY s._order) FROM events_sessions s WHERE s._parent_id = r.event_id) AS session_keys,
        e.all_sessions_key, s.key AS session_key, s.title AS session_title, s.is_childrens,
        c.id AS checkin_id, c.checked_in_at
      FROM registrations r
      JOIN events e ON e.id = r.event_id
      LEFT JOIN events_sessions s ON s._parent_id = r.event_id AND s.key = $2
      LEFT JOIN checkins c ON c.registration_id = r.id AND c.session = $2
      WHERE r.id = $1`,
    values: [registration, session],
  })
  const row = rows[0]
  const facts = row ? factsOf(row) : null
  factsMemo(req).set(memoKey(registration, session), facts)
  return facts
}

const factsMemo = (req: PayloadRequest) => requestMemo<DoorFacts | null>(req, 'door-facts')
const memoKey = (registration: number, session: string) => `${registration}:${session}`

/**
 * The facts this request read already for the person and session (the check-in's hooks follow the
 * read that decided it), else read now: one read a tap instead of three. What the hooks take from
 * them (the event, person, child, session) does not change with the check-in they follow; whether
 * the person is checked in does, so the deciding read is always readDoorFacts itself.
 */
export async function rememberedDoorFacts(
  req: PayloadRequest,
  registration: number,
  session: string,
): Promise<DoorFacts | null> {
  const memo = factsMemo(req)
  const key = memoKey(registration, session)
  return memo.has(key) ? memo.get(key)! : readDoorFacts(req, registration, session)
}

function factsOf(row: Row): DoorFacts {
  return {
    eventId: row.event_id,
    eventTitle: row.event_title ?? '',
    eventSlug: row.event_slug ?? '',
    personId: row.person_id,
    isChild: Boolean(row.is_child),
    choice: row.choice,
    sessionKeys: row.session_keys ?? [],
    allSessionsKey: row.all_sessions_key || 'all',
    session:
      row.session_key !== null
        ? { title: row.session_title ?? row.session_key, isChildrens: Boolean(row.is_childrens) }
        : null,
    checkin:
      row.checkin_id !== null && row.checked_in_at
        ? { id: row.checkin_id, checkedInAt: row.checked_in_at.toISOString() }
        : null,
  }
}
