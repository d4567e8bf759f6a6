import type { EventDayKey } from './attendance'

// The countdown runs in visitors' browsers, so these rules stay free of the date library.

export type EventDay = {
  key: EventDayKey
  title: string
  /** ISO 8601 instant, e.g. 2025-09-20T16:00:00.000Z. */
  startsAt: string
  endsAt: string
  mode: 'online' | 'in-person'
  venue?: string | null
}

export type CountdownPhase = 'day1' | 'day2' | 'live' | 'ended'
export type Remaining = { days: number; hours: number; minutes: number; seconds: number }
export type EventPhase = { phase: CountdownPhase; target: Date | null; remaining: Remaining | null }

const SECONDS_PER_DAY = 86_400

export function instantOf(iso: string, label: string): Date {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new Error(`${label} is not a valid date-time: "${iso}".`)
  return date
}

function findDay(days: readonly EventDay[], key: EventDayKey): EventDay {
  const day = days.find((candidate) => candidate.key === key)
  if (!day) throw new Error(`The event has no ${key}; both days are needed for the countdown.`)
  return day
}

/** Splits the time left into whole units; a target in the past counts as zero, never negative. */
export function remainingUntil(now: Date, target: Date): Remaining {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000))
  return {
    days: Math.floor(totalSeconds / SECONDS_PER_DAY),
    hours: Math.floor((totalSeconds % SECONDS_PER_DAY) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}

/**
 * The countdown's phase at `now`. Each phase starts at its instant and ends just before the next
 * (half-open), so the second Day 1 begins the countdown already targets Day 2. Arithmetic is on
 * instants, not wall-clock times, which keeps it right across the October and March clock changes.
 */
export function eventPhase(now: Date, days: readonly EventDay[]): EventPhase {
  const day1 = findDay(days, 'day1')
  const day2 = findDay(days, 'day2')
  const day1Start = instantOf(day1.startsAt, 'Day 1 start')
  const day2Start = instantOf(day2.startsAt, 'Day 2 start')
  const day2End = instantOf(day2.endsAt, 'Day 2 end')

  if (now < day1Start) return { phase: 'day1', target: day1Start, remaining: remainingUntil(now, day1Start) }
  if (now < day2Start) return { phase: 'day2', target: day2Start, remaining: remainingUntil(now, day2Start) }
  if (now < day2End) return { phase: 'live', target: null, remaining: null }
  return { phase: 'ended', target: null, remaining: null }
}
