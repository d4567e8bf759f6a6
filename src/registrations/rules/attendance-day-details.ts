import {
  type AttendanceForm,
  type AttendanceUnit,
  eventQuestionsOf,
  type EventSession,
  formatShortDayDate,
  formatShortTimeRange,
  type SessionChoiceOption,
  sessionsAreDays,
} from '@/events/shared'
import { isCapped, placeLimitsOf } from '@/places/shared'
import { MAX_GROUP_SIZE } from './registration-schema'
export type { AttendanceForm, AttendanceUnit, SessionChoiceOption } from '@/events/shared'

type SessionWhenAndWhere = Pick<EventSession, 'startsAt' | 'endsAt' | 'venue'>

/** "Sat 20 Sept, 5–7 PM, YouTube live stream": the session's short date, UK time and venue; a blank venue is left out. */
export function sessionDetails(session: SessionWhenAndWhere): string {
  return [formatShortDayDate(session), formatShortTimeRange(session), session.venue?.trim()].filter(Boolean).join(', ')
}

/** The attendance boxes, one per session in the order staff listed them. */
export function sessionChoiceOptions(
  sessions: readonly Pick<EventSession, 'key' | 'title' | 'startsAt' | 'endsAt' | 'venue'>[],
): SessionChoiceOption[] {
  return sessions.map((session) => ({ key: session.key, title: session.title, details: sessionDetails(session) }))
}

/**
 * "Days" when no two sessions start on the same UK date (the SPEC's two-day event: "Which days will
 * you attend?"), otherwise "sessions": three talks on one Saturday are not three days.
 */
export function attendanceUnit(sessions: readonly Pick<EventSession, 'startsAt'>[]): AttendanceUnit {
  // One session is a day; several are days when they fall on consecutive dates, one each (a weekly course has sessions).
  return sessions.length <= 1 || sessionsAreDays(sessions) ? 'days' : 'sessions'
}

type EventForForm = {
  slug: string
  sessions: readonly (Pick<EventSession, 'key' | 'title' | 'startsAt' | 'endsAt' | 'venue'> & {
    capacity?: number | null
  })[]
  allSessionsKey?: string | null
  allSessionsLabel?: string | null
  capacity?: number | null
  groupLimit?: number | null
  questions?: Parameters<typeof eventQuestionsOf>[0]['questions']
  [other: string]: unknown
}

/** The registration form's view of an event. */
export function attendanceFormOf(event: EventForForm): AttendanceForm {
  return {
    slug: event.slug,
    sessions: sessionChoiceOptions(event.sessions),
    allKey: event.allSessionsKey || 'all',
    allSessionsLabel: event.allSessionsLabel?.trim() || 'All sessions',
    unit: attendanceUnit(event.sessions),
    questions: eventQuestionsOf(event),
    groupLimit: Math.max(0, Math.min(MAX_GROUP_SIZE, event.groupLimit ?? 8)),
    hasPlaceLimits: isCapped(placeLimitsOf(event)),
  }
}
