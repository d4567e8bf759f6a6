import { eventTimeStatus, firstSessionStart, lastSessionEnd } from './countdown'
import type { EventSession, SessionTimes } from './event-model'
import { formatDayDate } from './event-time'

type Timed = { sessions: readonly SessionTimes[] }

/**
 * Whether a session has both its times. A draft is saved without validation, so an editor previewing
 * a half-made event may have a session without them; the page leaves it out rather than failing.
 */
export const hasSessionTimes = (session: Partial<SessionTimes>): session is SessionTimes =>
  !Number.isNaN(Date.parse(session.startsAt ?? '')) && !Number.isNaN(Date.parse(session.endsAt ?? ''))

const timeOf = (iso: string | null, missing: number) => (iso ? Date.parse(iso) : missing)

/**
 * The events list: what has not ended yet (happening now included), soonest first, then what has
 * ended, the most recent first. An event without sessions has nothing to attend and counts as past.
 */
export function splitEvents<T extends Timed>(now: Date, events: readonly T[]): { upcoming: T[]; past: T[] } {
  const start = (event: T) => timeOf(firstSessionStart(event.sessions), Number.POSITIVE_INFINITY)
  const upcoming = events
    .filter((event) => eventTimeStatus(now, event.sessions) !== 'ended')
    .sort((a, b) => start(a) - start(b))
  return { upcoming, past: latestEndFirst(events.filter((event) => eventTimeStatus(now, event.sessions) === 'ended')) }
}

/** Events in the order the past list shows them: the one that ended last first. */
export function latestEndFirst<T extends Timed>(events: readonly T[]): T[] {
  const end = (event: T) => timeOf(lastSessionEnd(event.sessions), Number.NEGATIVE_INFINITY)
  return [...events].sort((a, b) => end(b) - end(a))
}

/** "Saturday 20 September 2025", or "Saturday 20 September 2025 to Sunday 21 September 2025" across several UK dates. */
export function formatEventDates(sessions: readonly SessionTimes[]): string {
  const first = firstSessionStart(sessions)
  const last = [...sessions].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0]
  if (!first || !last) return ''
  const from = formatDayDate({ startsAt: first })
  const to = formatDayDate(last)
  return from === to ? from : `${from} to ${to}`
}

/** Where the event happens, each place once in session order: its venues, and "Online" for an online session without one. */
export function eventPlaces(sessions: readonly Pick<EventSession, 'mode' | 'venue'>[]): string {
  const places = sessions
    .map((session) => session.venue?.trim() || (session.mode === 'online' ? 'Online' : ''))
    .filter(Boolean)
  return [...new Set(places)].join(' · ')
}
