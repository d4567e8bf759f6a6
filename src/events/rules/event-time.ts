import { DateTime } from 'luxon'

import { instantOf, type EventDay } from './countdown'
import type { EventSession, SessionTimes } from './event-model'

/** The event is advertised in UK time whatever the visitor's or server's own zone. */
export const EVENT_TIME_ZONE = 'Europe/London'

/** Reads a wall-clock time in London ("2026-10-25T10:30") as the instant it names, in ISO form. */
export function londonInstant(localDateTime: string): string {
  const local = DateTime.fromISO(localDateTime, { zone: EVENT_TIME_ZONE })
  if (!local.isValid) throw new Error(`"${localDateTime}" is not a valid local date-time.`)
  return local.toJSDate().toISOString()
}

const inLondon = (iso: string) =>
  DateTime.fromJSDate(instantOf(iso, 'Event time')).setZone(EVENT_TIME_ZONE).setLocale('en-GB')

// ICU versions disagree on the en-GB day period ("pm", "PM", "p.m."); the site prints "PM".
const meridiemOf = (time: DateTime) => (time.hour < 12 ? 'AM' : 'PM')
const formatClockTime = (time: DateTime) => `${time.toFormat('h:mm')} ${meridiemOf(time)}`

/** "Saturday 20 September 2025" */
export function formatDayDate(day: Pick<EventDay, 'startsAt'>): string {
  return inLondon(day.startsAt).toFormat('cccc d LLLL yyyy')
}

/** "5:00 PM – 7:00 PM" in UK time. */
export function formatTimeRange(day: Pick<EventDay, 'startsAt' | 'endsAt'>): string {
  return `${formatClockTime(inLondon(day.startsAt))} – ${formatClockTime(inLondon(day.endsAt))}`
}

/** "Saturday 20 September 2025, 5:00 PM – 7:00 PM (UK time)" */
export function formatEventDateLine(day: Pick<EventDay, 'startsAt' | 'endsAt'>): string {
  return `${formatDayDate(day)}, ${formatTimeRange(day)} (UK time)`
}

/** "Monday 5 January 2027 at 9:00 AM", an instant on the UK clock (the caller says "UK time" where it fits the sentence). */
export function formatDateTimeAt(iso: string): string {
  const time = inLondon(iso)
  return `${time.toFormat('cccc d LLLL yyyy')} at ${formatClockTime(time)}`
}

/**
 * "Tue 1 Dec 2026, 19:00": the one way the staff admin writes a moment (UK clock, 24-hour), as its
 * date boxes show them. The public pages keep the SPEC's "10:30 AM".
 */
export function formatStaffDateTime(iso: string): string {
  return inLondon(iso).toFormat('ccc d LLL yyyy, HH:mm')
}

/** "Sat 20 Sept", the short UK date the registration form shows beside each day. */
export function formatShortDayDate(day: Pick<EventDay, 'startsAt'>): string {
  return inLondon(day.startsAt).toFormat('ccc d LLL')
}

const formatShortClockTime = (time: DateTime) => (time.minute === 0 ? `${time.hour % 12 || 12}` : time.toFormat('h:mm'))

/** "5–7 PM" or "10:30 AM–12:30 PM" in UK time: minutes only when not on the hour, AM/PM once when both ends share it. */
export function formatShortTimeRange(day: Pick<EventDay, 'startsAt' | 'endsAt'>): string {
  const start = inLondon(day.startsAt)
  const end = inLondon(day.endsAt)
  const startMeridiem = meridiemOf(start) === meridiemOf(end) ? '' : ` ${meridiemOf(start)}`
  return `${formatShortClockTime(start)}${startMeridiem}–${formatShortClockTime(end)} ${meridiemOf(end)}`
}

const londonDate = (iso: string) => inLondon(iso).toISODate()

/**
 * The session the door is most likely working on: today's (UK date) first session that has not
 * ended; failing that the first session anywhere that has not ended; failing that the last, so a
 * late check-in after the event still lands somewhere. Null when the event has no sessions.
 */
export function checkinSessionAt(
  now: Date,
  sessions: readonly Pick<EventSession, 'key' | 'startsAt' | 'endsAt'>[],
): string | null {
  const ordered = [...sessions].sort(
    (a, b) => instantOf(a.startsAt, 'Session start').getTime() - instantOf(b.startsAt, 'Session start').getTime(),
  )
  const today = londonDate(now.toISOString())
  const notEnded = (session: SessionTimes) => now < instantOf(session.endsAt, 'Session end')
  const chosen =
    ordered.filter((session) => londonDate(session.startsAt) === today).find(notEnded) ??
    ordered.find(notEnded) ??
    ordered.at(-1)
  return chosen?.key ?? null
}
