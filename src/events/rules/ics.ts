import { createEvent, createEvents, type DateArray, type EventAttributes, type ReturnObject } from 'ics'

import type { EventSession } from './event-model'

type IcsSession = Pick<EventSession, 'key' | 'title' | 'startsAt' | 'endsAt'> &
  Partial<Pick<EventSession, 'venue' | 'address'>>

export type CalendarFile = { filename: `${string}.ics`; content: string }

/**
 * One session in a calendar file. `name` names the file and starts the entry's UID; it defaults to the
 * session's key. The featured event's /outreach-event files keep the names they always had (day1,
 * day2), so a calendar that imported one before updates that entry instead of adding a second.
 */
export type CalendarEntry = { session: IcsSession; name?: string }

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

/** "Sports Centre Pavilion, 1 Park Road, Cheltenham": the venue, then the address on one line; nothing when neither is set. */
function locationOf(session: IcsSession): string | null {
  const parts = [session.venue, session.address?.replace(/\s*\n\s*/g, ', ')].map((part) => part?.trim()).filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

/**
 * Times are written as the real UTC instants: the original wrote London clock times with a Z, which
 * put a September event an hour late in every calendar.
 */
function entryAttributes(
  { session, name = session.key }: CalendarEntry,
  eventTitle: string,
  url: string | undefined,
): EventAttributes {
  const location = locationOf(session)
  return {
    start: utcDateArray(session.startsAt, `${session.title} start`),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcDateArray(session.endsAt, `${session.title} end`),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${eventTitle} – ${session.title}`,
    status: 'CONFIRMED',
    // A stable UID lets a calendar update the entry on a second download instead of duplicating it.
    uid: `${name}-${compactUtcStamp(session.startsAt)}@${hostnameOf(url)}`,
    ...(location ? { location } : {}),
    ...(url ? { url } : {}),
  }
}

function fileFrom({ error, value }: ReturnObject, filename: CalendarFile['filename'], what: string): CalendarFile {
  if (error || !value)
    throw new Error(`Could not create the calendar file for ${what}: ${error?.message ?? 'no content was produced'}.`)
  return { filename, content: value }
}

/** One calendar file for one session (an event day), named after it: day1.ics, super-sunday.ics. */
export function buildDayIcs({
  day,
  eventTitle,
  url,
  name = day.key,
}: {
  day: IcsSession
  eventTitle: string
  url?: string
  name?: string
}): CalendarFile {
  return fileFrom(createEvent(entryAttributes({ session: day, name }, eventTitle, url)), `${name}.ics`, day.title)
}

/**
 * Every session of an event in one calendar file, one entry each, with the same UIDs as the sessions'
 * own files: someone who imports both gets each session once.
 */
export function buildEventIcs({
  entries,
  eventTitle,
  url,
  filename,
}: {
  entries: readonly CalendarEntry[]
  eventTitle: string
  url?: string
  filename: string
}): CalendarFile {
  if (!entries.length) throw new Error(`Could not create the calendar file for ${eventTitle}: it has no sessions.`)
  return fileFrom(
    createEvents(entries.map((entry) => entryAttributes(entry, eventTitle, url))),
    `${filename}.ics`,
    eventTitle,
  )
}
