import { DateTime } from 'luxon'

import type { EventSession } from './event-model'
import { checkinSessionAt, EVENT_TIME_ZONE } from './event-time'

type NamedSession = Pick<EventSession, 'key' | 'title' | 'startsAt'>

/** How the staff screens name one session of an event, and where its calendar file is. */
export type SessionLabel = {
  key: string
  title: string
  /** 1 for the first session in the event's order. */
  number: number
  /** "Day 2" when the event's sessions are its days, otherwise null. */
  dayName: string | null
  /** "Day 2", or the title when the sessions are not days: cards, columns and filters. */
  short: string
  /** "Day 2 · Super Sunday", or the title: tabs and schedules. */
  long: string
}

/**
 * Two or more sessions on consecutive UK dates, one each, are the event's days and are called "Day 1",
 * "Day 2"… as the two-day outreach event always called them. Sessions sharing a date (a morning and
 * an evening) or days apart (a weekly course: "Week 2", never "Day 2 · Week 2") are called by their
 * titles.
 */
export function sessionsAreDays(sessions: readonly Pick<EventSession, 'startsAt'>[]): boolean {
  if (sessions.length < 2) return false
  const dates = sessions.map((session) => DateTime.fromISO(session.startsAt, { zone: EVENT_TIME_ZONE }).startOf('day'))
  if (dates.some((date) => !date.isValid)) return false
  return dates.every((date, index) => index === 0 || date.diff(dates[index - 1]!, 'days').days === 1)
}

/** Each session's names for the staff screens, in the event's order. */
export function sessionLabels(sessions: readonly NamedSession[]): SessionLabel[] {
  const areDays = sessionsAreDays(sessions)
  return sessions.map((session, index) => {
    const dayName = areDays ? `Day ${index + 1}` : null
    return {
      key: session.key,
      title: session.title,
      number: index + 1,
      dayName,
      short: dayName ?? session.title,
      long: dayName ? `${dayName} · ${session.title}` : session.title,
    }
  })
}

/**
 * A session's public calendar file at its event page's address. A day is saved as "day2.ics", as
 * the outreach event's files always were; another session by its key.
 */
export function sessionCalendarFile(
  eventSlug: string,
  label: Pick<SessionLabel, 'key' | 'number' | 'dayName'>,
): { href: string; filename: string } {
  return {
    href: `/events/${encodeURIComponent(eventSlug)}/calendar/${encodeURIComponent(label.key)}`,
    filename: label.dayName ? `day${label.number}.ics` : `${label.key}.ics`,
  }
}

/**
 * Where the staff screens link a session's calendar file: the featured event's days where the
 * outreach event's always were (/outreach-event/calendar/day2, saved as "day2.ics"), another
 * event's sessions at its own page.
 */
export function staffCalendarLink(
  event: { slug: string; isFeatured: boolean },
  label: Pick<SessionLabel, 'key' | 'number' | 'dayName'>,
): { href: string; filename: string } {
  if (event.isFeatured)
    return { href: `/outreach-event/calendar/day${label.number}`, filename: `day${label.number}.ics` }
  return sessionCalendarFile(event.slug, label)
}

/** "day2" names an event's second session: the two-day event's links and filters said day1 and day2. */
export function sessionKeyOfDay(keys: readonly string[], day: string | null | undefined): string | null {
  const match = /^day([1-9]\d?)$/.exec(day ?? '')
  return match ? (keys[Number(match[1]) - 1] ?? null) : null
}

/** The sessions a registration was checked in at, from its "|online|super-sunday|" list ("|" is none). */
export function checkedInSessionKeys(stored: string | null | undefined): string[] {
  return (stored ?? '').split('|').filter(Boolean)
}

/**
 * The session the door shows: the one asked for by key, or by its place ("day2"), else the one the
 * door is most likely working on at `now`. Null only for an event without sessions.
 */
export function doorSessionKey(
  sessions: readonly Pick<EventSession, 'key' | 'startsAt' | 'endsAt'>[],
  asked: { session?: string | null; day?: string | null },
  now: Date,
): string | null {
  const keys = sessions.map((session) => session.key)
  if (asked.session && keys.includes(asked.session)) return asked.session
  return sessionKeyOfDay(keys, asked.day) ?? checkinSessionAt(now, sessions)
}
