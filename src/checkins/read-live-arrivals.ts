import type { Payload } from 'payload'

import type { StaffEvent } from '@/events'

import { countArrivals } from './count-arrivals'
import { doorCounts } from './list-checkin'
import { isOnSessionDay, type ArrivalSlot } from './rules/arrivals'

export type LiveSession = {
  key: string
  title: string
  checkedIn: number
  expected: number
  /** Places in the session; null for no limit. */
  capacity: number | null
  arrivals: ArrivalSlot[]
}

/**
 * The sessions of the event on today's UK day, each with its arrivals per quarter hour and how
 * many are in against its places: read live every time (no cache between a check-in and this
 * count), with the door's own counts (`doorCounts`) and arrivals (`countArrivals`).
 */
export async function readLiveArrivals(
  payload: Payload,
  event: StaffEvent,
  now = new Date(),
): Promise<{ event: number; at: string; sessions: LiveSession[] }> {
  const today = event.sessions.filter((session) => isOnSessionDay(session.startsAt, now))
  const [counts, arrivals] = await Promise.all([
    today.length ? doorCounts(payload, event) : ({} as Awaited<ReturnType<typeof doorCounts>>),
    Promise.all(today.map((session) => countArrivals(payload, { eventId: event.id, session }))),
  ])
  return {
    event: event.id,
    at: now.toISOString(),
    sessions: today.map((session, index) => ({
      key: session.key,
      title: session.title,
      checkedIn: counts[session.key]?.checkedIn ?? 0,
      expected: counts[session.key]?.expected ?? 0,
      capacity: typeof session.capacity === 'number' ? session.capacity : null,
      arrivals: arrivals[index]!,
    })),
  }
}
