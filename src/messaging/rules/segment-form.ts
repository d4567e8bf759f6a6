import type {
  AttendanceFilter,
  AudienceFilters,
  GdprFilter,
  PhoneFilter,
  SessionAttendanceFilter,
} from '@/registrations/shared'
import { EVENT_TIME_ZONE } from '@/events/shared'
import { relationId } from '@/platform/data/relation-id'

export const SEGMENT_NAME_REQUIRED = 'Segment name is required.'

/** The collection's limits (collections/Segments), repeated on the inputs so the form cannot exceed them. */
export const SEGMENT_NAME_MAX = 120
export const SEGMENT_DESCRIPTION_MAX = 1000
export const SEGMENT_TAG_MAX = 100

export const ATTENDANCE_FILTER_OPTIONS: ReadonlyArray<readonly [AttendanceFilter, string]> = [
  ['all', 'All Attendees'],
  ['online', 'Online'],
  ['in-person', 'In-Person'],
  ['both', 'Both Days'],
]
export const GDPR_FILTER_OPTIONS: ReadonlyArray<readonly [GdprFilter, string]> = [
  ['all', 'All'],
  ['consented', 'Consented'],
  ['not-consented', 'Not Consented'],
]
export const PHONE_FILTER_OPTIONS: ReadonlyArray<readonly [PhoneFilter, string]> = [
  ['all', 'All'],
  ['with-phone', 'With Phone'],
  ['without-phone', 'Without Phone'],
]

export const SESSION_ATTENDANCE_OPTIONS: ReadonlyArray<readonly [SessionAttendanceFilter, string]> = [
  ['all', 'Registered for it'],
  ['checked-in', 'Checked in at it'],
  ['no-show', 'Registered, did not come'],
]

/** An event as the segment dialog offers it: its sessions to narrow to. */
export type SegmentEventOption = { id: number; title: string; sessions: { key: string; title: string }[] }

/** What the Create/Edit dialog holds: text exactly as typed, filters as chosen ('' event: every event). */
export type SegmentFormValues = {
  name: string
  description: string
  attendanceFilter: AttendanceFilter
  gdprFilter: GdprFilter
  phoneFilter: PhoneFilter
  tagFilter: string
  eventId: string
  sessionKey: string
  sessionAttendance: SessionAttendanceFilter
}

/** The body of POST /api/segments and PATCH /api/segments/:id. */
export type SegmentRequestBody = {
  name: string
  description: string | null
  filters: {
    attendanceFilter: AttendanceFilter
    gdprFilter: GdprFilter
    phoneFilter: PhoneFilter
    tagFilter: string | null
    event: number | null
    sessionKey: string | null
    sessionAttendance: SessionAttendanceFilter
  }
}

/** A saved segment as the list shows it (the fields the REST API and the local API both return). */
export type SegmentSummary = {
  id: number
  name: string
  description?: string | null
  filters?:
    | (Partial<
        Record<
          'attendanceFilter' | 'gdprFilter' | 'phoneFilter' | 'tagFilter' | 'sessionKey' | 'sessionAttendance',
          string | null
        >
      > & { event?: number | { id: number } | null })
    | null
  createdAt: string
}

export const EMPTY_SEGMENT_FORM: Readonly<SegmentFormValues> = {
  name: '',
  description: '',
  attendanceFilter: 'all',
  gdprFilter: 'all',
  phoneFilter: 'all',
  tagFilter: '',
  eventId: '',
  sessionKey: '',
  sessionAttendance: 'all',
}

function pick<T extends string>(options: ReadonlyArray<readonly [T, string]>, value: string | null | undefined): T {
  return options.find(([option]) => option === value)?.[0] ?? options[0]![0]
}

const trimToNull = (value: string) => value.trim() || null

/** Trims the name, description and tag; a blank description or tag is sent as null, meaning none. */
export function buildSegmentRequest(
  values: SegmentFormValues,
): { ok: true; body: SegmentRequestBody } | { ok: false; error: string } {
  const name = values.name.trim()
  if (!name) return { ok: false, error: SEGMENT_NAME_REQUIRED }
  return {
    ok: true,
    body: {
      name,
      description: trimToNull(values.description),
      filters: {
        attendanceFilter: pick(ATTENDANCE_FILTER_OPTIONS, values.attendanceFilter),
        gdprFilter: pick(GDPR_FILTER_OPTIONS, values.gdprFilter),
        phoneFilter: pick(PHONE_FILTER_OPTIONS, values.phoneFilter),
        tagFilter: trimToNull(values.tagFilter),
        ...eventPart(values),
      },
    },
  }
}

/** A session only with its event, and who of its people only with a session. */
function eventPart(values: Pick<SegmentFormValues, 'eventId' | 'sessionKey' | 'sessionAttendance'>) {
  const event = /^\d+$/.test(values.eventId) ? Number(values.eventId) : null
  const sessionKey = event ? trimToNull(values.sessionKey) : null
  return {
    event,
    sessionKey,
    sessionAttendance: sessionKey ? pick(SESSION_ATTENDANCE_OPTIONS, values.sessionAttendance) : ('all' as const),
  }
}

/** A saved segment's filters, with anything missing or unknown read as "all". */
export function segmentAudienceFilters(segment: Pick<SegmentSummary, 'filters'>): SegmentRequestBody['filters'] {
  const filters = segment.filters ?? {}
  const event = relationId(filters.event)
  return {
    attendanceFilter: pick(ATTENDANCE_FILTER_OPTIONS, filters.attendanceFilter),
    gdprFilter: pick(GDPR_FILTER_OPTIONS, filters.gdprFilter),
    phoneFilter: pick(PHONE_FILTER_OPTIONS, filters.phoneFilter),
    tagFilter: filters.tagFilter?.trim() || null,
    ...eventPart({
      eventId: event ? String(event) : '',
      sessionKey: filters.sessionKey ?? '',
      sessionAttendance: (filters.sessionAttendance ?? 'all') as SessionAttendanceFilter,
    }),
  }
}

/** The filters to describe a segment by, with its event's and session's titles when the event is known. */
export function describableFilters(
  segment: Pick<SegmentSummary, 'filters'>,
  events: readonly SegmentEventOption[],
): AudienceFilters {
  const { event, sessionKey, sessionAttendance, ...rest } = segmentAudienceFilters(segment)
  const known = events.find((option) => option.id === event)
  return {
    ...rest,
    eventId: event,
    eventTitle: known?.title ?? null,
    sessionKey,
    sessionTitle: known?.sessions.find((session) => session.key === sessionKey)?.title ?? null,
    sessionAttendance,
  }
}

/** The dialog's starting values for editing a saved segment. */
export function segmentFormValuesFrom(segment: SegmentSummary): SegmentFormValues {
  const filters = segmentAudienceFilters(segment)
  return {
    name: segment.name,
    description: segment.description ?? '',
    attendanceFilter: filters.attendanceFilter,
    gdprFilter: filters.gdprFilter,
    phoneFilter: filters.phoneFilter,
    tagFilter: filters.tagFilter ?? '',
    eventId: filters.event ? String(filters.event) : '',
    sessionKey: filters.sessionKey ?? '',
    sessionAttendance: filters.sessionAttendance,
  }
}

export const recipientsLabel = (count: number) => `${count} ${count === 1 ? 'recipient' : 'recipients'}`

/** "3 Sept 2025", in UK time so the server's render and the browser's agree. */
export function formatSegmentDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: EVENT_TIME_ZONE,
  })
}

/**
 * The segments a screen about one event lists: those limited to that event and those covering every
 * event (which count that event's people too). Segments of other events belong on their events' screens.
 */
export function segmentsOfEventWhere(eventId: number) {
  return { or: [{ 'filters.event': { equals: eventId } }, { 'filters.event': { exists: false } }] }
}

/** A REST `where` as the query parameters Payload reads (`where[or][0][filters.event][equals]=5`). */
export function whereSearchParams(where: object, prefix = 'where'): URLSearchParams {
  const params = new URLSearchParams()
  const add = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) add(inner, `${key}[${name}]`)
    } else {
      params.append(key, String(value))
    }
  }
  add(where, prefix)
  return params
}
