import type { Payload, PayloadRequest, Where } from 'payload'

import { eventDayKeysFor, type EventDayKey } from '@/lib/attendance'
import { checkinSearchWhere, combine, expectedOnDayWhere, notCancelledWhere } from '@/lib/audience'
import { parseCheckinCode } from '@/lib/checkin-code'
import { poolOf } from '@/server/database/pool'

import { countRegistrations } from './count-registrations'

/**
 * Who is expected changes only when someone registers or cancels, while the door polls every few
 * seconds: the expected counts (the costly part, a pass over the attendance table) are reused for a
 * short while; the checked-in counts are always live.
 */
const EXPECTED_TTL_MS = 15_000
let expectedCache: { at: number; day1: number; day2: number } | null = null

export function forgetExpectedCounts() {
  expectedCache = null
}

async function doorCounts(payload: Payload): Promise<CheckinList['counts']> {
  const pool = poolOf(payload)
  const live = pool.query(
    `SELECT count(*) FILTER (WHERE day1_checkin)::int AS day1, count(*) FILTER (WHERE day2_checkin)::int AS day2 FROM registrations WHERE cancelled_at IS NULL`,
  )
  if (!expectedCache || Date.now() - expectedCache.at > EXPECTED_TTL_MS) {
    const stats = await countRegistrations(payload)
    expectedCache = { at: Date.now(), day1: stats.day1Expected, day2: stats.day2Expected }
  }
  const { rows } = await live
  return {
    day1: { checkedIn: rows[0]!.day1!, expected: expectedCache.day1 },
    day2: { checkedIn: rows[0]!.day2!, expected: expectedCache.day2 },
  }
}

/** More than a door needs on one screen; past it, the volunteer narrows with the search. */
export const CHECKIN_LIST_LIMIT = 100

export type CheckinPerson = {
  id: number
  fullName: string
  email: string | null
  phone: string | null
  checkinCode: string | null
  /** The days the person registered for; someone may turn up on a day they did not choose. */
  days: EventDayKey[]
  day1Checkin: boolean
  day2Checkin: boolean
  day1CheckinAt: string | null
  day2CheckinAt: string | null
}

export type CheckinList = {
  day: EventDayKey
  people: CheckinPerson[]
  /** How many match in all, of which `people` holds the first CHECKIN_LIST_LIMIT by name. */
  total: number
  counts: Record<EventDayKey, { checkedIn: number; expected: number }>
}

/**
 * The door's list for a day. Without a search it lists who is expected that day; a search (name,
 * e-mail, phone or check-in code) looks through every registration that is not cancelled, so a
 * person who chose the other day can still be found and let in.
 */
export async function listCheckin(
  payload: Payload,
  user: PayloadRequest['user'],
  { day, search }: { day: EventDayKey; search?: string | null },
): Promise<CheckinList> {
  const find = (where: Where, { isCounted = true } = {}) =>
    payload.find({
      collection: 'registrations',
      where,
      limit: CHECKIN_LIST_LIMIT,
      pagination: isCounted,
      sort: ['fullName', 'id'],
      depth: 0,
      overrideAccess: false,
      user,
      select: {
        fullName: true,
        email: true,
        phone: true,
        checkinCode: true,
        attendanceChoice: true,
        day1Checkin: true,
        day2Checkin: true,
        day1CheckinAt: true,
        day2CheckinAt: true,
      },
    })
  const code = parseCheckinCode(search ?? '')
  const searchWhere = checkinSearchWhere(search)
  const [result, counts] = await Promise.all([
    (async () => {
      // A scanned or typed code is looked up by its unique index first; only a miss searches the text.
      if (code) {
        const byCode = await find(combine([notCancelledWhere, { checkinCode: { equals: code } }]))
        if (byCode.totalDocs > 0) return byCode
      }
      // Who is expected is already counted for the day's card, so the list skips counting them again
      // (a distinct count over the attendance table, most of this call's time with many registrations).
      return searchWhere ? find(combine([notCancelledWhere, searchWhere])) : find(expectedOnDayWhere(day), { isCounted: false })
    })(),
    doorCounts(payload),
  ])
  const isExpectedList = !searchWhere && !(code && result.totalDocs > 0)
  return {
    day,
    total: isExpectedList ? counts[day].expected : result.totalDocs,
    counts,
    people: result.docs.map((doc) => ({
      id: doc.id,
      fullName: doc.fullName,
      email: doc.email ?? null,
      phone: doc.phone ?? null,
      checkinCode: doc.checkinCode ?? null,
      days: eventDayKeysFor(doc.attendanceChoice),
      day1Checkin: Boolean(doc.day1Checkin),
      day2Checkin: Boolean(doc.day2Checkin),
      day1CheckinAt: doc.day1CheckinAt ?? null,
      day2CheckinAt: doc.day2CheckinAt ?? null,
    })),
  }
}
