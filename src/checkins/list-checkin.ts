import type { Payload, PayloadRequest, Where } from 'payload'

import { roleOf } from '@/platform/access/roles'
import type { ArrivalSlot } from './rules/arrivals'
import {
  checkinSearchWhere,
  combine,
  countRegistered,
  expectedAtSessionWhere,
  findListedRegistrations,
  listScopeOf,
  notCancelledWhere,
  parseCheckinCode,
} from '@/registrations'
import { exactContactOf, phoneHint } from './rules/door-contact'
import { relationId } from '@/platform/data/relation-id'
import { choiceRulesOfStaffEvent, chosenSessionKeys, type StaffEvent } from '@/events'
import { countArrivals } from './count-arrivals'
import { countExpectedCheckedIn } from './count-expected-checked-in'
import { findBouncedConfirmations } from '@/platform/delivery/find-bounced-confirmations'
import { poolOf } from '@/platform/database/pool'
/**
 * Who is expected changes only when someone registers, changes their choice or cancels, while every
 * door polls every few seconds: the expected counts (the costly part, a pass over the attendance
 * entries) are reused per event for as long as the event's registrations are unchanged, which one
 * indexed read tells (how many, and the latest change). Every write through Payload stamps
 * `updated_at`, on whichever server made it, so a door never shows a count older than its last poll
 * (a 15-second cache here once showed "4 / 4" while 7 were in). The checked-in counts are always live.
 */
const expectedCache = new Map<number, { version: string; counts: Map<string, number> }>()

async function expectedCounts(payload: Payload, event: StaffEvent): Promise<Map<string, number>> {
  const { rows } = await poolOf(payload).query<{ version: string }>(
    `SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') AS version FROM registrations WHERE event_id = $1`,
    [event.id],
  )
  const version = rows[0]!.version
  const cached = expectedCache.get(event.id)
  if (cached?.version === version) return cached.counts
  const counts = await countRegistered(payload, event)
  expectedCache.set(event.id, { version, counts })
  return counts
}

export type SessionDoorCount = { checkedIn: number; expected: number }

/** Per session of the event, how many of those expected are in and how many are expected: the door's and the Overview's one count. */
export async function doorCounts(payload: Payload, event: StaffEvent): Promise<Record<string, SessionDoorCount>> {
  const [checkedIn, expected] = await Promise.all([
    countExpectedCheckedIn(payload, event),
    expectedCounts(payload, event),
  ])
  return Object.fromEntries(
    event.sessions.map((session) => [
      session.key,
      { checkedIn: checkedIn.get(session.key) ?? 0, expected: expected.get(session.key) ?? 0 },
    ]),
  )
}

/** More than a door needs on one screen; past it, the volunteer narrows with the search. */
const CHECKIN_LIST_LIMIT = 100

export type CheckinPerson = {
  id: number
  fullName: string
  /** Admins only: a volunteer gets null (the fields are unreadable to them, over every API). */
  email: string | null
  phone: string | null
  /** "•••• 0123": enough to tell two people of one name apart, for everyone at the door. */
  phoneHint: string | null
  /** Their latest confirmation e-mail bounced or failed: they may not have their QR code. */
  confirmationBounced: boolean
  checkinCode: string | null
  /** The sessions the person registered for, in session order; someone may turn up at one they did not choose. */
  sessions: string[]
  /** When the person was let in at each session they were, by session key. */
  checkedInAt: Record<string, string>
  /** Brought along by another registrant (the group's booker, who manages it), or null. */
  bookedBy: { id: number; fullName: string } | null
  isChild: boolean
}

export type CheckinList = {
  event: number
  session: string
  people: CheckinPerson[]
  /** How many match in all, of which `people` holds the first CHECKIN_LIST_LIMIT by name. */
  total: number
  counts: Record<string, SessionDoorCount>
  /** Arrivals at the session per quarter hour of its UK day. */
  arrivals: ArrivalSlot[]
}

/** The check-in times of the people listed, from their check-in records (one indexed read for the page). */
async function checkinTimes(payload: Payload, registrationIds: number[]): Promise<Map<number, Record<string, string>>> {
  const times = new Map<number, Record<string, string>>()
  if (!registrationIds.length) return times
  const { rows } = await poolOf(payload).query<{ registration_id: number; session: string; checked_in_at: Date }>(
    'SELECT registration_id, session, checked_in_at FROM checkins WHERE registration_id = ANY($1::int[])',
    [registrationIds],
  )
  for (const row of rows)
    times.set(row.registration_id, {
      ...times.get(row.registration_id),
      [row.session]: row.checked_in_at.toISOString(),
    })
  return times
}

/** The masked phone of each person listed; the number itself never leaves the server here. */
async function phoneHints(payload: Payload, registrationIds: number[]): Promise<Map<number, string | null>> {
  if (!registrationIds.length) return new Map()
  const { rows } = await poolOf(payload).query<{ id: number; phone: string | null }>(
    'SELECT id, phone FROM registrations WHERE id = ANY($1::int[])',
    [registrationIds],
  )
  return new Map(rows.map((row) => [row.id, phoneHint(row.phone)]))
}

/**
 * The people of the event whose e-mail address or phone number is exactly the one searched for.
 * Volunteers may not read (nor query) those fields; they may still find a person by an address or
 * number the person tells them, without seeing it. Fragments match nothing (see `exactContactOf`).
 */
async function idsByExactContact(
  payload: Payload,
  eventId: number,
  search: string | null | undefined,
): Promise<number[]> {
  const { email, phoneKey } = exactContactOf(search)
  if (!email && !phoneKey) return []
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT id FROM registrations
     WHERE event_id = $1 AND cancelled_at IS NULL
       AND (email = $2::varchar OR ($3::varchar IS NOT NULL AND right(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), 10) = $3::varchar))
     LIMIT $4`,
    [eventId, email, phoneKey, CHECKIN_LIST_LIMIT],
  )
  return rows.map((row) => row.id)
}

type ListedDoc = Awaited<ReturnType<typeof findListedRegistrations>>['docs'][number]

/**
 * The people brought along by those listed, who are not listed themselves (a search for the booker's
 * name finds the booker): the door shows a group together, under its booker.
 */
async function membersOfListed(
  payload: Payload,
  user: PayloadRequest['user'],
  docs: ListedDoc[],
): Promise<ListedDoc[]> {
  if (!docs.length) return []
  const listed = new Set(docs.map((doc) => doc.id))
  const { docs: members } = await findListedRegistrations(payload, user, {
    where: combine([{ groupBooker: { in: [...listed] } }, notCancelledWhere]),
    sort: ['id'],
    limit: CHECKIN_LIST_LIMIT,
    isCounted: false,
  })
  return members.filter((member) => !listed.has(member.id))
}

/** The names of the bookers of people listed without them (found by a search of their own name), to show beside them. */
async function bookerNames(payload: Payload, docs: ListedDoc[]): Promise<Map<number, string>> {
  const names = new Map(docs.map((doc) => [doc.id, doc.fullName]))
  const missing = [
    ...new Set(
      docs.map((doc) => relationId(doc.groupBooker)).filter((id): id is number => id !== null && !names.has(id)),
    ),
  ]
  if (missing.length) {
    // Names only: what the door may read of anyone.
    const { rows } = await poolOf(payload).query<{ id: number; full_name: string }>(
      'SELECT id, full_name FROM registrations WHERE id = ANY($1::int[])',
      [missing],
    )
    for (const row of rows) names.set(row.id, row.full_name)
  }
  return names
}

/**
 * The search as the user may run it. Admins search name, e-mail and phone by any part of them; for
 * anyone else the contact details match only whole (a typed address or number, never a fragment).
 */
async function doorSearchWhere(
  payload: Payload,
  user: PayloadRequest['user'],
  eventId: number,
  search: string | null | undefined,
): Promise<Where | null> {
  if (roleOf(user) === 'admin') return checkinSearchWhere(search)
  const term = search?.trim().replace(/\s+/g, ' ')
  if (!term) return null
  const code = parseCheckinCode(term)
  const ids = await idsByExactContact(payload, eventId, term)
  return {
    or: [
      { fullName: { like: term } },
      ...(code ? [{ checkinCode: { equals: code } }] : []),
      ...(ids.length ? [{ id: { in: ids } }] : []),
    ],
  }
}

/**
 * The door's list for one session of an event. Without a search it lists who is expected there; a
 * search (name, e-mail, phone or check-in code) looks through every registration of the event that
 * is not cancelled, so a person who chose another session can still be found (and let in once staff
 * confirm adding the session). What each person shows follows the user's field access: a volunteer
 * gets the name, the code and the masked phone, never the e-mail address or the number.
 */
export async function listCheckin(
  payload: Payload,
  user: PayloadRequest['user'],
  event: StaffEvent,
  { session, search }: { session: string; search?: string | null },
): Promise<CheckinList> {
  const ofEvent = { event: { equals: event.id } }
  const find = (where: Parameters<typeof combine>[0], { isCounted = true } = {}) =>
    findListedRegistrations(payload, user, {
      where: combine(where),
      sort: ['fullName', 'id'],
      limit: CHECKIN_LIST_LIMIT,
      isCounted,
    })
  const code = parseCheckinCode(search ?? '')
  const searchWhere = await doorSearchWhere(payload, user, event.id, search)
  const sessionTimes = event.sessions.find((s) => s.key === session)
  const [result, counts, arrivals] = await Promise.all([
    (async () => {
      // A scanned or typed code is looked up by its unique index first; only a miss searches the text.
      if (code) {
        const byCode = await find([ofEvent, notCancelledWhere, { checkinCode: { equals: code } }])
        if (byCode.totalDocs > 0) return byCode
      }
      // Who is expected is already counted for the session's card, so the list skips counting them again.
      return searchWhere
        ? find([ofEvent, notCancelledWhere, searchWhere])
        : find([expectedAtSessionWhere(listScopeOf(event), session)], { isCounted: false })
    })(),
    doorCounts(payload, event),
    sessionTimes ? countArrivals(payload, { eventId: event.id, session: sessionTimes }) : [],
  ])
  const isExpectedList = !searchWhere && !(code && result.totalDocs > 0)
  const rules = choiceRulesOfStaffEvent(event)
  const docs = [...result.docs, ...(await membersOfListed(payload, user, result.docs))]
  const ids = docs.map((doc) => doc.id)
  const [times, hints, bounced, bookers] = await Promise.all([
    checkinTimes(payload, ids),
    phoneHints(payload, ids),
    findBouncedConfirmations(payload, ids),
    bookerNames(payload, docs),
  ])
  return {
    event: event.id,
    session,
    total: isExpectedList ? (counts[session]?.expected ?? result.docs.length) : result.totalDocs,
    counts,
    arrivals,
    people: docs.map((doc) => ({
      id: doc.id,
      fullName: doc.fullName,
      email: doc.email ?? null,
      phone: doc.phone ?? null,
      phoneHint: hints.get(doc.id) ?? null,
      confirmationBounced: bounced.has(doc.id),
      checkinCode: doc.checkinCode ?? null,
      sessions: chosenSessionKeys(rules, doc.attendanceChoice),
      checkedInAt: times.get(doc.id) ?? {},
      bookedBy: bookedByOf(doc, bookers),
      isChild: Boolean(doc.isChild),
    })),
  }
}

function bookedByOf(doc: ListedDoc, names: Map<number, string>): CheckinPerson['bookedBy'] {
  const id = relationId(doc.groupBooker)
  return id === null ? null : { id, fullName: names.get(id) ?? '' }
}
