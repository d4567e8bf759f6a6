import type { Where } from 'payload'

import type { StaffEvent } from '@/events/shared'
import { parseCheckinCode } from './checkin-code'

export type AttendanceFilter = 'all' | 'online' | 'in-person' | 'both'
export type GdprFilter = 'all' | 'consented' | 'not-consented'
export type PhoneFilter = 'all' | 'with-phone' | 'without-phone'
export type CheckinFilter = 'all' | 'checked-in' | 'not-checked-in'
/**
 * Registrations still standing, those cancelled, or both; and among those standing, who holds a
 * place, who waits for one, and who has been offered one.
 */
export type StatusFilter = 'all' | 'active' | 'cancelled' | 'confirmed' | 'waiting' | 'offered'
/**
 * Of a session's people: everyone holding a place at it, those let in at it, those who chose it and
 * never came, or those on its waiting list (waiting, or offered a place). Of an event's people as a
 * whole, "all" is everyone holding a place at it and "waiting" everyone on one of its waiting lists.
 */
export type SessionAttendanceFilter = 'all' | 'checked-in' | 'no-show' | 'waiting'
/**
 * A booking's payment: awaiting it (held, or confirmed and not paid yet), part paid (a deposit in, a
 * balance due), its balance overdue (its due date passed with money owed), paid, its hold lapsed,
 * refunded, or free (an event without a price, or nothing to pay).
 */
export type PaymentFilter = 'all' | 'awaiting' | 'part-paid' | 'overdue' | 'paid' | 'lapsed' | 'refunded' | 'free'
/** The payment audiences a paid event's messages can go to. */
export type PaymentAudience = Extract<PaymentFilter, 'awaiting' | 'part-paid' | 'paid'>

/**
 * The filters a segment or audience stands for: attendance, consent, phone and tag, and optionally one
 * event and one of its sessions; missing or null means "all". The event's all-sessions marker and
 * the titles travel with them, so a send resolves the same way long after it was composed.
 */
export type AudienceFilters = {
  attendanceFilter?: AttendanceFilter | null
  gdprFilter?: GdprFilter | null
  phoneFilter?: PhoneFilter | null
  tagFilter?: string | null
  eventId?: number | null
  eventTitle?: string | null
  sessionKey?: string | null
  sessionTitle?: string | null
  allSessionsKey?: string | null
  sessionAttendance?: SessionAttendanceFilter | null
  /** Of one event's bookings, those awaiting payment or paid. */
  paymentFilter?: PaymentAudience | null
  /** Known to hold nobody yet: the no-shows of a session that has not ended. */
  isEmpty?: boolean
}

export const MESSAGING_AUDIENCES = ['all', 'online', 'in-person', 'both', 'gdpr-consented', 'with-phone'] as const
export type MessagingAudience = (typeof MESSAGING_AUDIENCES)[number]

/**
 * The SPEC's audiences. "online", "in-person" and "both" are the two-day outreach event's sessions,
 * offered only while that event is picked; the other three reach people of every event, and say so.
 */
export const MESSAGING_AUDIENCE_LABELS: Record<MessagingAudience, string> = {
  all: 'All registrations, every event (church-wide)',
  online: 'Online attendees',
  'in-person': 'In-person attendees',
  both: 'Attending both days',
  'gdpr-consented': 'Consented to contact, every event (church-wide)',
  'with-phone': 'With a phone number, every event (church-wide, SMS)',
}

/** The SPEC audiences that reach people of every event, whichever is picked. */
export const CHURCH_WIDE_AUDIENCES = [
  'all',
  'gdpr-consented',
  'with-phone',
] as const satisfies readonly MessagingAudience[]
/** The SPEC audiences made of the two-day outreach event's sessions. */
export const SPEC_EVENT_AUDIENCES = ['online', 'in-person', 'both'] as const satisfies readonly MessagingAudience[]

/** `day1`, `day2`…: check-in at the event's first, second… session, as the two-day event's filters named them. */
type SessionCheckinFilters = { [day: `day${number}`]: CheckinFilter | null | undefined }

export type RegistrationListFilters = {
  /** A session's key (chose it, or every session), the all-sessions marker, or "online" / "in-person" (chose a session of that kind). */
  attendance?: string | null
  gdpr?: GdprFilter | null
  phone?: PhoneFilter | null
  tag?: string | null
  search?: string | null
  status?: StatusFilter | null
  payment?: PaymentFilter | null
} & SessionCheckinFilters

/** The event a registrations list is of: its id and its sessions in order, with the all-sessions marker. */
export type ListEventScope = {
  eventId: number | null
  sessions: ReadonlyArray<{ key: string; mode?: 'online' | 'in-person' | 'both' | null }>
  allKey: string
}

/** The registrations filters' view of the event. */
export const listScopeOf = (event: StaffEvent): ListEventScope & { eventId: number } => ({
  eventId: event.id,
  sessions: event.sessions,
  allKey: event.allSessionsKey,
})

/** Without an event, the filters read as the two-day outreach event's: Day 1 online, Day 2 Super Sunday. */
export const SPEC_EVENT_SCOPE: ListEventScope = {
  eventId: null,
  sessions: [
    { key: 'online', mode: 'online' },
    { key: 'super-sunday', mode: 'in-person' },
  ],
  allKey: 'both',
}

const choiceIncludes = (choice: string): Where => ({ attendanceChoice: { in: [choice] } })

function attendanceCondition(filter: AttendanceFilter | null | undefined): Where | null {
  switch (filter) {
    case 'online':
      return choiceIncludes('online')
    case 'in-person':
      return choiceIncludes('super-sunday')
    case 'both':
      // "Both" means the list holds both, or holds online and super-sunday. The second branch cannot
      // match on Postgres (Payload joins the has-many table once), so stored lists are normalised
      // to carry "both" as well.
      return { or: [choiceIncludes('both'), { and: [choiceIncludes('online'), choiceIncludes('super-sunday')] }] }
    default:
      return null
  }
}

function gdprCondition(filter: GdprFilter | null | undefined): Where | null {
  if (filter === 'consented') return { consentGdpr: { equals: true } }
  if (filter === 'not-consented') return { consentGdpr: { equals: false } }
  return null
}

// An empty phone is stored as null, so presence is all there is to test.
function phoneCondition(filter: PhoneFilter | null | undefined): Where | null {
  if (filter === 'with-phone') return { phone: { exists: true } }
  if (filter === 'without-phone') return { phone: { exists: false } }
  return null
}

function tagCondition(tag: string | null | undefined): Where | null {
  const trimmed = tag?.trim()
  return trimmed ? { tags: { in: [trimmed] } } : null
}

/** "|online|super-sunday|": a registration's sessions checked in at, matched whole so "sun" never matches "sunday". */
export const checkedInAt = (sessionKey: string): Where => ({ checkedInSessions: { like: `|${sessionKey}|` } })
// Payload sends not_like to Postgres as written, so the wildcards are spelt out; a row without a list yet counts as not checked in.
export const notCheckedInAt = (sessionKey: string): Where => ({
  or: [{ checkedInSessions: { not_like: `%|${sessionKey}|%` } }, { checkedInSessions: { exists: false } }],
})

/** Registered for a session: chose it, or chose every session (the event's all-sessions marker). */
export const choseSession = (sessionKey: string, allSessionsKey?: string | null): Where => ({
  attendanceChoice: { in: allSessionsKey ? [sessionKey, allSessionsKey] : [sessionKey] },
})

/** On a session's waiting list ("|day-2|" holds the sessions a person waits for or has been offered). */
export const waitingFor = (sessionKey: string): Where => ({ waitingSessions: { like: `|${sessionKey}|` } })

/** Holds a place at one session of the event at least: someone who only waits holds none. */
const holdsAPlaceWhere: Where = { attendanceChoice: { exists: true } }
const onAWaitingListWhere: Where = { placeStatus: { in: ['waiting', 'offered'] } }

const NOBODY: Where = { id: { equals: 0 } }

function eventCondition(filters: AudienceFilters): Where | null {
  if (filters.isEmpty) return NOBODY
  if (!filters.eventId) return null
  const event: Where = { event: { equals: filters.eventId } }
  const key = filters.sessionKey
  // An event's people are those holding a place at it: a message to them must not reach someone still waiting for one.
  if (!key) return combine([event, filters.sessionAttendance === 'waiting' ? onAWaitingListWhere : holdsAPlaceWhere])
  switch (filters.sessionAttendance) {
    // Someone let in at a session they did not choose still came to it.
    case 'checked-in':
      return combine([event, checkedInAt(key)])
    case 'no-show':
      return combine([event, choseSession(key, filters.allSessionsKey), notCheckedInAt(key)])
    case 'waiting':
      return combine([event, waitingFor(key)])
    default:
      return combine([event, choseSession(key, filters.allSessionsKey)])
  }
}

const STORED_PAYMENT_STATUS: Record<Exclude<PaymentFilter, 'all' | 'free' | 'overdue'>, string> = {
  awaiting: 'awaiting',
  'part-paid': 'part-paid',
  paid: 'paid',
  lapsed: 'expired',
  refunded: 'refunded',
}

/**
 * Payment is the booker's (the people they bring have none of their own): "free" is a registration
 * without a payment status that nobody booked for as part of a paid booking.
 */
function paymentCondition(filter: PaymentFilter | null | undefined): Where | null {
  if (!filter || filter === 'all') return null
  if (filter === 'free')
    return {
      and: [
        { paymentStatus: { exists: false } },
        { or: [{ groupBooker: { exists: false } }, { 'groupBooker.paymentStatus': { exists: false } }] },
      ],
    }
  // Still owing (awaiting or part paid: paid in full is "paid") past the balance's due date; see isBalanceOverdue.
  if (filter === 'overdue')
    return {
      and: [
        { paymentStatus: { in: ['awaiting', 'part-paid'] } },
        { balanceDueAt: { less_than: new Date().toISOString() } },
      ],
    }
  return { paymentStatus: { equals: STORED_PAYMENT_STATUS[filter] } }
}

function searchCondition(search: string | null | undefined): Where | null {
  const term = search?.trim().replace(/\s+/g, ' ')
  if (!term) return null
  // Payload's `like` is case-insensitive and matches every word in any order.
  return { or: [{ fullName: { like: term } }, { email: { like: term } }, { phone: { like: term } }] }
}

/** The door's search: a name, e-mail or phone, or a check-in code (typed or scanned). */
export function checkinSearchWhere(search: string | null | undefined): Where | null {
  const code = parseCheckinCode(search ?? '')
  const text = searchCondition(search)
  if (!code) return text
  return text ? { or: [{ checkinCode: { equals: code } }, text] } : { checkinCode: { equals: code } }
}

export const notCancelledWhere: Where = { cancelledAt: { exists: false } }

function statusCondition(filter: StatusFilter | null | undefined): Where | null {
  if (filter === 'active') return notCancelledWhere
  if (filter === 'cancelled') return { cancelledAt: { exists: true } }
  if (filter === 'confirmed') return { and: [notCancelledWhere, holdsAPlaceWhere] }
  if (filter === 'waiting' || filter === 'offered')
    return { and: [notCancelledWhere, { placeStatus: { equals: filter } }] }
  return null
}

/** Who is expected at one session of an event: registered for it (or for every session), and not cancelled. */
export function expectedAtSessionWhere(scope: ListEventScope & { eventId: number }, key: string): Where {
  return combine([
    { event: { equals: scope.eventId } },
    { attendanceChoice: { in: sessionChoiceValues(scope, key) ?? [key] } },
    notCancelledWhere,
  ])
}

export function combine(conditions: (Where | null)[]): Where {
  const present = conditions.filter((condition): condition is Where => condition !== null)
  return present.length ? { and: present } : {}
}

/** A segment's filters as a Payload query: every filter set must hold ("all" sets none). */
export function segmentWhere(filters: AudienceFilters): Where {
  return combine([
    eventCondition(filters),
    attendanceCondition(filters.attendanceFilter),
    gdprCondition(filters.gdprFilter),
    phoneCondition(filters.phoneFilter),
    tagCondition(filters.tagFilter),
    paymentCondition(filters.paymentFilter),
  ])
}

export const MESSAGING_AUDIENCE_FILTERS: Record<MessagingAudience, AudienceFilters> = {
  all: {},
  online: { attendanceFilter: 'online' },
  'in-person': { attendanceFilter: 'in-person' },
  both: { attendanceFilter: 'both' },
  'gdpr-consented': { gdprFilter: 'consented' },
  'with-phone': { phoneFilter: 'with-phone' },
}

const MODE_ALIASES: Record<string, ReadonlyArray<string>> = {
  online: ['online', 'both'],
  'in-person': ['in-person', 'both'],
}

/**
 * Which stored choices a session filter stands for. A session chosen alone or with every other one
 * (the marker is stored whenever every session is, so one `in` needs no second join); the marker
 * alone; or, for the two-day event's old "online" / "in-person" / "both" links, every session of
 * that kind. A value the event does not know filters nothing, like any stray URL value.
 */
export function sessionChoiceValues(scope: ListEventScope, value: string | null | undefined): string[] | null {
  if (!value) return null
  const hasMarker = scope.sessions.length >= 2
  if (scope.sessions.some((session) => session.key === value)) return hasMarker ? [value, scope.allKey] : [value]
  if (hasMarker && (value === scope.allKey || value === 'both')) return [scope.allKey]
  // "all" is every session on an event whose marker it is, and no filter on the two-day event, whose marker is "both".
  if (value === 'all') return null
  const modes = MODE_ALIASES[value]
  const keys = modes
    ? scope.sessions.filter((session) => modes.includes(session.mode ?? '')).map((session) => session.key)
    : []
  if (!keys.length) return null
  return hasMarker ? [...keys, scope.allKey] : keys
}

/**
 * The session filter as the table's own choices spell it: an old link's "in-person" on the two-day
 * event is its "super-sunday", "both" its all-sessions marker. A value with no such choice is kept.
 */
export function canonicalSessionChoice(scope: ListEventScope, value: string | null | undefined): string | null {
  const values = sessionChoiceValues(scope, value)
  if (!values) return null
  const choices = [
    ...scope.sessions.map((session) => session.key),
    ...(scope.sessions.length >= 2 ? [scope.allKey] : []),
  ]
  const same = (other: string[] | null) =>
    other !== null && other.length === values.length && other.every((entry) => values.includes(entry))
  return choices.find((choice) => same(sessionChoiceValues(scope, choice))) ?? value ?? null
}

/** A `|key|` list holds the key exactly when the session was checked in; like and not_like look for it anywhere in the list. */
function sessionCheckinCondition(key: string, filter: CheckinFilter | null | undefined): Where | null {
  if (filter === 'checked-in') return checkedInAt(key)
  if (filter === 'not-checked-in') return notCheckedInAt(key)
  return null
}

/** `day1`… filters on sessions the event has, in session order. */
function sessionCheckinConditions(scope: ListEventScope, filters: RegistrationListFilters): Where[] {
  return scope.sessions
    .map((session, index) => sessionCheckinCondition(session.key, filters[`day${index + 1}`]))
    .filter((condition): condition is Where => condition !== null)
}

/**
 * The registrations table of one event: its registrations only, then the segment filters, the
 * sessions chosen, check-in per session and a free-text search.
 */
export function registrationListWhere(
  filters: RegistrationListFilters,
  scope: ListEventScope = SPEC_EVENT_SCOPE,
): Where {
  const chosen = sessionChoiceValues(scope, filters.attendance)
  return combine([
    scope.eventId === null ? null : { event: { equals: scope.eventId } },
    chosen ? { attendanceChoice: { in: chosen } } : null,
    gdprCondition(filters.gdpr),
    phoneCondition(filters.phone),
    tagCondition(filters.tag),
    statusCondition(filters.status),
    paymentCondition(filters.payment),
    ...sessionCheckinConditions(scope, filters),
    searchCondition(filters.search),
  ])
}

const ATTENDANCE_SUMMARY: Partial<Record<AttendanceFilter, string>> = {
  online: 'Online',
  'in-person': 'In-person',
  both: 'Both days',
}
const GDPR_SUMMARY: Partial<Record<GdprFilter, string>> = { consented: 'Consented', 'not-consented': 'Not consented' }
const PHONE_SUMMARY: Partial<Record<PhoneFilter, string>> = {
  'with-phone': 'With phone',
  'without-phone': 'Without phone',
}

const SESSION_ATTENDANCE_SUMMARY: Record<SessionAttendanceFilter, string> = {
  all: 'Registered for',
  'checked-in': 'Checked in at',
  'no-show': 'Did not come to',
  waiting: 'On the waiting list for',
}

/** Everyone on one of an event's waiting lists, as the compose screen and a send's history name them. */
export const onAWaitingListFor = (eventTitle: string) => `On a waiting list for ${eventTitle}`

const PAYMENT_AUDIENCE_WORDS: Record<PaymentAudience, string> = {
  awaiting: 'Awaiting payment for',
  'part-paid': 'Deposit paid, balance owed, for',
  paid: 'Paid for',
}

/**
 * "Awaiting payment for Summer Camp", "Deposit paid, balance owed, for Summer Camp", "Paid for Summer
 * Camp": a paid event's bookers by payment.
 */
export const paymentAudienceLabel = (eventTitle: string, payment: PaymentAudience) =>
  `${PAYMENT_AUDIENCE_WORDS[payment]} ${eventTitle}`

/**
 * "Registered for Super Sunday (Outreach Event 2025)", "Outreach Event 2025", "On a waiting list for
 * Outreach Event 2025", "Awaiting payment for Outreach Event 2025", or nothing for every event.
 */
export function describeEventFilter(filters: AudienceFilters): string | null {
  if (!filters.eventId) return null
  const event = filters.eventTitle ?? `event ${filters.eventId}`
  if (filters.paymentFilter) return paymentAudienceLabel(event, filters.paymentFilter)
  if (!filters.sessionKey) return filters.sessionAttendance === 'waiting' ? onAWaitingListFor(event) : event
  return `${SESSION_ATTENDANCE_SUMMARY[filters.sessionAttendance ?? 'all']} ${filters.sessionTitle ?? filters.sessionKey} (${event})`
}

/** "Outreach Event 2025 · Online · Consented · With phone · Tag: volunteer", or "Everyone". */
export function describeFilters(filters: AudienceFilters): string {
  const tag = filters.tagFilter?.trim()
  const parts = [
    describeEventFilter(filters) ?? undefined,
    filters.attendanceFilter ? ATTENDANCE_SUMMARY[filters.attendanceFilter] : undefined,
    filters.gdprFilter ? GDPR_SUMMARY[filters.gdprFilter] : undefined,
    filters.phoneFilter ? PHONE_SUMMARY[filters.phoneFilter] : undefined,
    tag ? `Tag: ${tag}` : undefined,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(' · ') : 'Everyone'
}

/**
 * Who can be reached on a channel for a purpose: an address or phone, a registration whose address
 * is not on the suppression list ("unsubscribe from all" stops text messages too), and consent on
 * the channel for marketing.
 */
export function reachableWhere(type: 'email' | 'sms', purpose: 'service' | 'marketing'): Where {
  const conditions: Where[] = [
    type === 'email' ? { email: { exists: true } } : { phone: { exists: true } },
    { emailSuppressed: { not_equals: true } },
  ]
  if (purpose === 'marketing')
    conditions.push(type === 'email' ? { consentEmail: { equals: true } } : { consentSms: { equals: true } })
  return { and: conditions }
}
