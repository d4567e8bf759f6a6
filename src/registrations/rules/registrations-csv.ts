import { DateTime } from 'luxon'

import { answerText, EVENT_TIME_ZONE, type StoredAnswer } from '@/events/shared'
import { formatCheckinCode } from './checkin-code'
/** The two-day event's export, as the SPEC fixed it; an event's export has one check-in column per session. */
export const REGISTRATION_CSV_COLUMNS = [
  'Full Name',
  'Email',
  'Phone',
  'Attendance Choice',
  'GDPR Consent',
  'Day 1 Check-in',
  'Day 2 Check-in',
  'Tags',
  'Notes',
  'Registration Date',
] as const

export { buildCsvHeaderChunk, CSV_BOM, neutraliseFormula, toCsvLines } from '@/platform/data/csv'

export type CsvRegistration = {
  id: number | string
  /** The event's slug: the complete backup holds every event's registrations. */
  event?: string | null
  fullName: string
  email?: string | null
  phone?: string | null
  attendanceChoice?: string[] | null
  consentGdpr?: boolean | null
  /** Checked in at each session of the export, in session order; a missing entry is No. */
  checkedIn?: readonly boolean[] | null
  tags?: string[] | null
  notes?: string | null
  createdAt: string
  /** Answers to the event's own questions, open and sensitive alike (the export is an admin's). */
  answers?: readonly StoredAnswer[] | null
  /** Whether the person holds their places, waits, or has been offered one; and the session keys waited for. */
  placeStatus?: 'confirmed' | 'waiting' | 'offered' | null
  waitingFor?: readonly string[] | null
  /** Who brought the person along (their booker's name); null for someone who booked for themselves. */
  bookedBy?: string | null
  isChild?: boolean | null
  checkinCode?: string | null
}

/**
 * A backup (every event, ID and Event columns, ISO times) or an event's export, with its number of
 * sessions (two unless said) and its own questions, one column each after the SPEC columns.
 */
type ExportKind = {
  isBackup: boolean
  sessionCount?: number
  questions?: ReadonlyArray<{ key: string; label: string }>
  hasPlaceLimits?: boolean
  /**
   * One event's export that is not the SPEC's: its sessions by title ("Week 1 Check-in", the choice as
   * "Week 1, Week 2"), and who booked whom, children, check-in codes and places. The SPEC event's file
   * keeps the SPEC's columns and words exactly.
   */
  sessions?: ReadonlyArray<{ key: string; title: string }>
}

const PLACE_WORDS = { confirmed: 'Confirmed', waiting: 'On the waiting list', offered: 'Offered a place' } as const

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No')

function formatRegistrationDate(createdAt: string, { isBackup }: ExportKind): string {
  const instant = DateTime.fromISO(createdAt, { zone: 'utc' })
  if (!instant.isValid) return createdAt
  // The backup is for machines and re-imports, the ordinary export for people reading it in the UK.
  return isBackup ? instant.toJSDate().toISOString() : instant.setZone(EVENT_TIME_ZONE).toFormat('dd/LL/yyyy HH:mm')
}

const sessionNumbers = ({ sessionCount = 2 }: ExportKind) =>
  Array.from({ length: sessionCount }, (_, index) => index + 1)

/** A session's title by its key, for an event's own export; a key it no longer has stays as stored. */
const titleOf = (kind: ExportKind, key: string) => kind.sessions?.find((session) => session.key === key)?.title ?? key

/** The person's choice in words: the titles of the sessions chosen, in the event's order, without the all-sessions marker. */
function choiceInWords(kind: ExportKind, choice: readonly string[]): string {
  const sessions = kind.sessions ?? []
  return sessions
    .filter((session) => choice.includes(session.key))
    .map((session) => session.title)
    .join(', ')
}

/**
 * The SPEC columns with "Day N Check-in" for each session in order; the backup starts with ID and Event.
 * An event's own export (not the SPEC's) heads each check-in column with its session's title and adds
 * who booked whom, children, check-in codes and places.
 */
export function registrationCsvHeader(kind: ExportKind): string[] {
  const titled = Boolean(kind.sessions)
  const columns = [
    'Full Name',
    'Email',
    'Phone',
    'Attendance Choice',
    'GDPR Consent',
    ...(titled
      ? kind.sessions!.map((session) => `${session.title} Check-in`)
      : sessionNumbers(kind).map((day) => `Day ${day} Check-in`)),
    'Tags',
    'Notes',
    'Registration Date',
    ...(titled ? ['Booked By', 'Child', 'Check-in Code', 'Place', 'Waiting For'] : []),
    // An event with limited places says who holds a place and who waits (the waiting list's export).
    ...(!titled && kind.hasPlaceLimits ? ['Place', 'Waiting For'] : []),
    // Headed by the question's current wording; an answer given under older wording is still its answer.
    ...(kind.questions ?? []).map((question) => question.label),
  ]
  return kind.isBackup ? ['ID', 'Event', ...columns] : columns
}

export function registrationCsvRow(registration: CsvRegistration, kind: ExportKind): string[] {
  const titled = Boolean(kind.sessions)
  const checkins = titled ? kind.sessions!.map((_, index) => index + 1) : sessionNumbers(kind)
  const row = [
    registration.fullName,
    registration.email ?? '',
    registration.phone ?? '',
    titled
      ? choiceInWords(kind, registration.attendanceChoice ?? [])
      : (registration.attendanceChoice ?? []).join(', '),
    yesNo(registration.consentGdpr),
    ...checkins.map((day) => yesNo(registration.checkedIn?.[day - 1])),
    (registration.tags ?? []).join(', '),
    registration.notes ?? '',
    formatRegistrationDate(registration.createdAt, kind),
    ...(titled
      ? [
          registration.bookedBy ?? '',
          yesNo(registration.isChild),
          registration.checkinCode ? formatCheckinCode(registration.checkinCode) : '',
          PLACE_WORDS[registration.placeStatus ?? 'confirmed'],
          (registration.waitingFor ?? []).map((key) => titleOf(kind, key)).join(', '),
        ]
      : kind.hasPlaceLimits
        ? [PLACE_WORDS[registration.placeStatus ?? 'confirmed'], (registration.waitingFor ?? []).join(', ')]
        : []),
    ...(kind.questions ?? []).map((question) =>
      answerText(registration.answers?.find((answer) => answer.key === question.key)?.value),
    ),
  ]
  return kind.isBackup ? [String(registration.id), registration.event ?? '', ...row] : row
}

/** The day in London a file was made, for its name: "2025-09-01". */
export const londonDateStamp = (date: Date) => DateTime.fromJSDate(date).setZone(EVENT_TIME_ZONE).toFormat('yyyy-LL-dd')

/** A file-name-safe form of a segment name: "Volunteers – Zoë's team" → "volunteers-zoes-team". */
export function slugifyForFilename(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'untitled'
}

/** "registrations-outreach-event-2025-2025-09-01.csv": the event's slug, then the day it was exported. */
export const registrationsExportFilename = (date: Date, eventSlug?: string | null) =>
  eventSlug
    ? `registrations-${slugifyForFilename(eventSlug)}-${londonDateStamp(date)}.csv`
    : `registrations-${londonDateStamp(date)}.csv`

export const segmentExportFilename = (name: string, date: Date) =>
  `segment-${slugifyForFilename(name)}-${londonDateStamp(date)}.csv`

export const backupExportFilename = (date: Date) => `complete-data-backup-${londonDateStamp(date)}.csv`
