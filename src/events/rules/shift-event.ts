import { DateTime } from 'luxon'

import { instantOf } from './countdown'
import type { SessionTimes } from './event-model'
import { EVENT_TIME_ZONE } from './event-time'

export type ShiftableEvent = {
  sessions: readonly SessionTimes[]
  registrationOpensAt?: string | null
  registrationClosesAt?: string | null
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date typed by staff, as the start of that day in London; a clear error for anything else. */
function londonDateOf(date: string): DateTime {
  const day = ISO_DATE.test(date) ? DateTime.fromISO(date, { zone: EVENT_TIME_ZONE }) : null
  if (!day?.isValid) throw new Error(`"${date}" is not a date: give the new first day as YYYY-MM-DD, like 2026-10-25.`)
  return day
}

const inLondon = (iso: string, label: string) => DateTime.fromJSDate(instantOf(iso, label)).setZone(EVENT_TIME_ZONE)

/**
 * The event moved so that its first session falls on `newFirstDate` (UK date). Every instant moves by
 * the same whole number of calendar days and keeps its UK clock time, so a 10:30 session is still at
 * 10:30 after a clock change even though the instants then move by an hour more or less than whole
 * days. Everything else about the event is kept as it is.
 */
export function shiftEventDates<T extends ShiftableEvent>(event: T, newFirstDate: string): T {
  const target = londonDateOf(newFirstDate)
  const starts = event.sessions.map((session, index) => inLondon(session.startsAt, `Session ${index + 1}'s start`))
  const first = DateTime.min(...starts)
  if (!first) throw new Error('The event has no sessions, so there is no first day to move.')

  const days = Math.round(target.diff(first.startOf('day'), 'days').days)
  const shift = (iso: string, label: string) => inLondon(iso, label).plus({ days }).toUTC().toISO() ?? iso
  const shiftOptional = (iso: string | null | undefined, label: string) => (iso ? shift(iso, label) : iso)

  return {
    ...event,
    sessions: event.sessions.map((session, index) => ({
      ...session,
      startsAt: shift(session.startsAt, `Session ${index + 1}'s start`),
      endsAt: shift(session.endsAt, `Session ${index + 1}'s end`),
    })),
    ...('registrationOpensAt' in event
      ? { registrationOpensAt: shiftOptional(event.registrationOpensAt, 'Registration opening time') }
      : {}),
    ...('registrationClosesAt' in event
      ? { registrationClosesAt: shiftOptional(event.registrationClosesAt, 'Registration closing time') }
      : {}),
  }
}
