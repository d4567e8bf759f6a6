import { DateTime } from 'luxon'

import { EVENT_TIME_ZONE } from './event-time'
import { MAX_SESSIONS } from './validate-sessions'

type TimedSession = { title: string; startsAt: string; endsAt: string }

const LAST_NUMBER = /^(.*?)(\d+)(\D*)$/

/**
 * The title of the session `weeksLater` weeks after one called `title`: its last number counts on
 * ("Week 1" → "Week 2", "Session 3 of the course" → "Session 4 of the course"); a title without a
 * number gets one ("Alpha course" → "Alpha course (week 2)").
 */
export function nextTitle(title: string, weeksLater: number): string {
  const match = LAST_NUMBER.exec(title.trim())
  if (!match) return `${title.trim()} (week ${1 + weeksLater})`
  const [, before, number, after] = match
  return `${before}${Number(number) + weeksLater}${after}`
}

const weeksOn = (iso: string, weeks: number) =>
  DateTime.fromISO(iso, { zone: EVENT_TIME_ZONE }).plus({ weeks }).toUTC().toISO()

/**
 * "Repeat weekly × count": sessions one week apart after `last`, each at the same UK clock time (a
 * clock change between them moves the instant, not the time people read), titled on from its title.
 * As many as fit under the event's limit of sessions, `existing` counted.
 */
export function weeklyRepeats(last: TimedSession, count: number, existing: number): TimedSession[] {
  const room = Math.max(0, MAX_SESSIONS - existing)
  const wanted = Math.max(0, Math.min(Math.floor(count), room))
  if (!DateTime.fromISO(last.startsAt).isValid || !DateTime.fromISO(last.endsAt).isValid) return []
  return Array.from({ length: wanted }, (_, index) => ({
    title: nextTitle(last.title, index + 1),
    startsAt: weeksOn(last.startsAt, index + 1)!,
    endsAt: weeksOn(last.endsAt, index + 1)!,
  }))
}

/**
 * A new session's end once its start is given: as long after the start as the session before it
 * lasted. Null when there is nothing to go by (no session before, or its times are not both set).
 */
export function defaultEndsAt(previous: Partial<TimedSession> | undefined, startsAt: string): string | null {
  if (!previous?.startsAt || !previous.endsAt) return null
  const length = Date.parse(previous.endsAt) - Date.parse(previous.startsAt)
  const start = Date.parse(startsAt)
  if (!Number.isFinite(length) || length <= 0 || !Number.isFinite(start)) return null
  return new Date(start + length).toISOString()
}
