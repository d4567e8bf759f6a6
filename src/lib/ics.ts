import { createEvent, type DateArray, type EventAttributes } from 'ics'

import type { EventDay } from './event-time'

export type DayIcs = { filename: `${EventDay['key']}.ics`; content: string }

function utcDateArray(iso: string, label: string): DateArray {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new Error(`${label} is not a valid date-time: "${iso}".`)
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()]
}

// "20250920T160000Z", the form iCalendar itself uses for UTC times.
const compactUtcStamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '')

function hostnameOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : 'outreach-event'
  } catch {
    return 'outreach-event'
  }
}

/**
 * One calendar file per event day. Times are written as the real UTC instants: the original wrote
 * London clock times with a Z, which put a September event an hour late in every calendar.
 */
export function buildDayIcs({ day, eventTitle, url }: { day: EventDay; eventTitle: string; url?: string }): DayIcs {
  const start = utcDateArray(day.startsAt, `${day.title} start`)
  const attributes: EventAttributes = {
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcDateArray(day.endsAt, `${day.title} end`),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${eventTitle} – ${day.title}`,
    status: 'CONFIRMED',
    // A stable UID lets a calendar update the entry on a second download instead of duplicating it.
    uid: `${day.key}-${compactUtcStamp(day.startsAt)}@${hostnameOf(url)}`,
    ...(day.venue ? { location: day.venue } : {}),
    ...(url ? { url } : {}),
  }

  const { error, value } = createEvent(attributes)
  if (error || !value) {
    throw new Error(`Could not create the calendar file for ${day.title}: ${error?.message ?? 'no content was produced'}.`)
  }
  return { filename: `${day.key}.ics`, content: value }
}
