import type { EventSession, SessionTimes } from './event-model'

// The countdown runs in visitors' browsers, so these rules stay free of the date library.

/** The name the two-day event gave a session; kept so existing callers read on. */
export type EventDay = EventSession

/** "day3" counts down to the third session (sessionIndex 2); "live" runs from the last session's start to the end. */
type CountdownPhase = `day${number}` | 'live' | 'ended'
export type Remaining = { days: number; hours: number; minutes: number; seconds: number }
export type EventPhase = {
  phase: CountdownPhase
  target: Date | null
  remaining: Remaining | null
  sessionIndex: number | null
}
export type EventTimeStatus = 'upcoming' | 'in-progress' | 'ended'

const SECONDS_PER_DAY = 86_400

export function instantOf(iso: string, label: string): Date {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new Error(`${label} is not a valid date-time: "${iso}".`)
  return date
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

type TimedSession = { start: Date; end: Date }

/** Sessions as instants in start order, whatever order staff listed them in; a bad date-time is an error, not a guess. */
function timedSessions(sessions: readonly SessionTimes[]): TimedSession[] {
  return sessions
    .map((session, index) => ({
      start: instantOf(session.startsAt, `Session ${index + 1}'s start`),
      end: instantOf(session.endsAt, `Session ${index + 1}'s end`),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime())
}

const earliestStart = (timed: readonly TimedSession[]): Date | null => timed[0]?.start ?? null

// The latest end rather than the last session's own: an overlong earlier session still keeps the event going.
const latestEnd = (timed: readonly TimedSession[]): Date | null =>
  timed.reduce<Date | null>((latest, session) => (latest && latest >= session.end ? latest : session.end), null)

/** When the event begins, as an ISO instant; null for an event without sessions. */
export function firstSessionStart(sessions: readonly SessionTimes[]): string | null {
  return earliestStart(timedSessions(sessions))?.toISOString() ?? null
}

/** When the event is over, as an ISO instant; null for an event without sessions. */
export function lastSessionEnd(sessions: readonly SessionTimes[]): string | null {
  return latestEnd(timedSessions(sessions))?.toISOString() ?? null
}

/**
 * The countdown's phase at `now`. Each phase starts at its instant and ends just before the next
 * (half-open): before the first session it counts to the first, and once session k has started it
 * counts to session k+1, so a two-day event's first evening already counts down to the second day.
 * From the last session's start to the end it is live. Arithmetic is on instants, not wall-clock
 * times, which keeps it right across the October and March clock changes.
 */
export function eventPhase(now: Date, sessions: readonly SessionTimes[]): EventPhase {
  const timed = timedSessions(sessions)
  const nextIndex = timed.findIndex((session) => now < session.start)
  const next = timed[nextIndex]
  if (next)
    return {
      phase: `day${nextIndex + 1}`,
      target: next.start,
      remaining: remainingUntil(now, next.start),
      sessionIndex: nextIndex,
    }

  const end = latestEnd(timed)
  if (end && now < end) return { phase: 'live', target: null, remaining: null, sessionIndex: null }
  return { phase: 'ended', target: null, remaining: null, sessionIndex: null }
}

/** Where the event as a whole stands: not begun, between its first start and last end, or over. No sessions is over. */
export function eventTimeStatus(now: Date, sessions: readonly SessionTimes[]): EventTimeStatus {
  const timed = timedSessions(sessions)
  const start = earliestStart(timed)
  const end = latestEnd(timed)
  if (!start || !end || now >= end) return 'ended'
  return now < start ? 'upcoming' : 'in-progress'
}
