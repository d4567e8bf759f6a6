import { DateTime } from 'luxon'

import { EVENT_TIME_ZONE } from '@/events/shared'

/** A UK calendar day ("2026-10-25") and how many registrations were made on it. */
export type DayCount = { day: string; count: number }

/** The most days the chart draws: a quarter of a year keeps each bar wide enough to see. */
const MAX_CHART_DAYS = 92

/** The UK calendar day an instant falls on: 23:30 UTC on 24 October 2026 is already the 25th in London (BST). */
export function londonDay(instant: string | Date): string {
  const time = typeof instant === 'string' ? DateTime.fromISO(instant, { zone: 'utc' }) : DateTime.fromJSDate(instant)
  if (!time.isValid) throw new Error(`"${String(instant)}" is not a valid instant.`)
  return time.setZone(EVENT_TIME_ZONE).toISODate()!
}

/** Calendar days are counted as dates, not 24-hour steps, so a 23- or 25-hour day is still one day. */
const nextDay = (day: string) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days: 1 }).toISODate()!
const earliest = (days: string[]) => days.reduce((first, day) => (day < first ? day : first))
const latest = (days: string[]) => days.reduce((last, day) => (day > last ? day : last))

/**
 * Registrations per UK day, every day from registration opening (or the first registration, if that
 * was earlier or opening is not set) to today or the event's end, whichever is first, with the days
 * nobody registered as zero. A registration outside that span widens it, so every one counted shows.
 * Only the last `maxDays` are kept (`isCut` says so). Nothing when registration has not opened yet
 * and nobody registered.
 */
export function registrationsPerDay({
  counts,
  opensAt,
  endsAt,
  now,
  maxDays = MAX_CHART_DAYS,
}: {
  /** Per UK day, as the database grouped them; days may be missing or out of order. */
  counts: readonly DayCount[]
  /** When registration opens, if set. */
  opensAt?: string | null
  /** When the event's last session ends, if it has sessions. */
  endsAt?: string | null
  now: Date
  maxDays?: number
}): { days: DayCount[]; isCut: boolean } {
  const counted = counts.filter((entry) => entry.count > 0)
  const countedDays = counted.map((entry) => entry.day)
  const starts = [...(opensAt ? [londonDay(opensAt)] : []), ...countedDays]
  if (!starts.length) return { days: [], isCut: false }
  const from = earliest(starts)
  const today = londonDay(now)
  const stop = endsAt && londonDay(endsAt) < today ? londonDay(endsAt) : today
  const to = latest([stop, ...countedDays])
  if (to < from) return { days: [], isCut: false }

  const byDay = new Map<string, number>()
  for (const entry of counted) byDay.set(entry.day, (byDay.get(entry.day) ?? 0) + entry.count)
  const days: DayCount[] = []
  for (let day = from; day <= to; day = nextDay(day)) days.push({ day, count: byDay.get(day) ?? 0 })
  const isCut = days.length > maxDays
  return { days: isCut ? days.slice(-maxDays) : days, isCut }
}

/** "Sunday 25 October 2026" for the table, "25 Oct" under the bars. */
export function formatChartDay(day: string): { long: string; short: string } {
  const date = DateTime.fromISO(day, { zone: EVENT_TIME_ZONE }).setLocale('en-GB')
  return { long: date.toFormat('cccc d LLLL yyyy'), short: date.toFormat('d LLL') }
}
