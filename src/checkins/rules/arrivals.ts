import { DateTime } from 'luxon'

import { EVENT_TIME_ZONE } from '@/events/shared'

/** The door's arrivals are counted per quarter hour. */
export const ARRIVAL_SLOT_MINUTES = 15
const SLOT_MS = ARRIVAL_SLOT_MINUTES * 60_000
/** The chart starts this long before the session, when doors usually open. */
const DOORS_OPEN_MS = 60 * 60_000

/**
 * The quarter hour an instant falls in, numbered from the epoch. London is always a whole number of
 * hours from UTC, so these are London's quarter hours too (10:00–10:15, 10:15–10:30…) across clock
 * changes; the database groups check-ins by the same number.
 */
export function arrivalSlotOf(instant: string | Date | number): number {
  const ms =
    typeof instant === 'string' ? Date.parse(instant) : typeof instant === 'number' ? instant : instant.getTime()
  if (!Number.isFinite(ms)) throw new Error(`"${String(instant)}" is not a valid instant.`)
  return Math.floor(ms / SLOT_MS)
}

/** The UK calendar day a session starts on, as the instants it runs between (a clock-change day is 23 or 25 hours). */
export function londonDayOf(startsAt: string): { from: string; to: string } {
  const start = DateTime.fromISO(startsAt, { zone: 'utc' }).setZone(EVENT_TIME_ZONE).startOf('day')
  if (!start.isValid) throw new Error(`"${startsAt}" is not a valid instant.`)
  return { from: start.toUTC().toISO()!, to: start.plus({ days: 1 }).toUTC().toISO()! }
}

export type ArrivalSlot = { startsAt: string; /** "10:15", UK time */ label: string; count: number }

/**
 * Arrivals per quarter hour on a session's day: from an hour before it starts to when it ends,
 * widened so that every quarter hour someone arrived in shows, with the quarters nobody arrived in
 * as zero. Only quarters of the session's UK day are kept.
 */
export function arrivalsPerQuarterHour({
  counts,
  startsAt,
  endsAt,
}: {
  /** Per quarter hour (`arrivalSlotOf`), as the database grouped them; in any order, some missing. */
  counts: readonly { slot: number; count: number }[]
  startsAt: string
  endsAt: string
}): ArrivalSlot[] {
  const day = londonDayOf(startsAt)
  const [dayFirst, dayLast] = [arrivalSlotOf(day.from), arrivalSlotOf(day.to) - 1]
  const bySlot = new Map<number, number>()
  for (const { slot, count } of counts) {
    if (slot >= dayFirst && slot <= dayLast && count > 0) bySlot.set(slot, (bySlot.get(slot) ?? 0) + count)
  }
  const arrived = [...bySlot.keys()]
  const first = Math.max(dayFirst, Math.min(arrivalSlotOf(Date.parse(startsAt) - DOORS_OPEN_MS), ...arrived))
  const last = Math.min(dayLast, Math.max(arrivalSlotOf(Date.parse(endsAt) - 1), ...arrived))
  const slots: ArrivalSlot[] = []
  for (let slot = first; slot <= last; slot++) {
    const start = DateTime.fromMillis(slot * SLOT_MS, { zone: EVENT_TIME_ZONE })
    slots.push({ startsAt: start.toUTC().toISO()!, label: start.toFormat('HH:mm'), count: bySlot.get(slot) ?? 0 })
  }
  return slots
}

/** Whether the instant falls on the UK day a session starts on: the sessions the Overview follows live. */
export function isOnSessionDay(startsAt: string, now: Date): boolean {
  const day = londonDayOf(startsAt)
  return now.getTime() >= Date.parse(day.from) && now.getTime() < Date.parse(day.to)
}

/**
 * "12 / 40 places" against the session's limit, or "12 / 30 booked" against who is expected when
 * it has none: how full the room is, as the Overview shows it while people arrive.
 */
export function checkedInAgainst({
  checkedIn,
  expected,
  capacity,
}: {
  checkedIn: number
  expected: number
  capacity: number | null
}): string {
  return typeof capacity === 'number' ? `${checkedIn} / ${capacity} places` : `${checkedIn} / ${expected} booked`
}
