import type { Payload, PayloadRequest } from 'payload'

import { eventDayKeysFor, type EventDayKey } from '@/lib/attendance'
import { checkinSearchWhere, combine, expectedOnDayWhere, notCancelledWhere } from '@/lib/audience'

import { registrationStats } from './stats'

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
export async function checkinList(
  payload: Payload,
  user: PayloadRequest['user'],
  { day, search }: { day: EventDayKey; search?: string | null },
): Promise<CheckinList> {
  const searchWhere = checkinSearchWhere(search)
  const where = searchWhere ? combine([notCancelledWhere, searchWhere]) : expectedOnDayWhere(day)
  const [result, stats] = await Promise.all([
    payload.find({
      collection: 'registrations',
      where,
      limit: CHECKIN_LIST_LIMIT,
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
    }),
    registrationStats(payload),
  ])
  return {
    day,
    total: result.totalDocs,
    counts: {
      day1: { checkedIn: stats.day1CheckedIn, expected: stats.day1Expected },
      day2: { checkedIn: stats.day2CheckedIn, expected: stats.day2Expected },
    },
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
