import { DateTime } from 'luxon'

import { instantOf, type EventDay } from './countdown'

export { eventPhase, remainingUntil, type CountdownPhase, type EventDay, type EventPhase, type Remaining } from './countdown'

/** The event is advertised in UK time whatever the visitor's or server's own zone. */
export const EVENT_TIME_ZONE = 'Europe/London'

/** Reads a wall-clock time in London ("2026-10-25T10:30") as the instant it names, in ISO form. */
export function londonInstant(localDateTime: string): string {
  const local = DateTime.fromISO(localDateTime, { zone: EVENT_TIME_ZONE })
  if (!local.isValid) throw new Error(`"${localDateTime}" is not a valid local date-time.`)
  return local.toJSDate().toISOString()
}

const inLondon = (iso: string) => DateTime.fromJSDate(instantOf(iso, 'Event time')).setZone(EVENT_TIME_ZONE).setLocale('en-GB')

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

/** The day the door is most likely working on: Day 1 until it has ended, then Day 2. */
export function checkinDayAt(now: Date, days: readonly EventDay[]): EventDay['key'] {
  const day1 = days.find((day) => day.key === 'day1')
  return day1 && now.getTime() < Date.parse(day1.endsAt) ? 'day1' : days.some((day) => day.key === 'day2') ? 'day2' : 'day1'
}
