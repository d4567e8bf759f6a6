import type { Where } from 'payload'

import { DAY_CHOICE, type EventDayKey } from './attendance'
import { parseCheckinCode } from './checkin-code'

export type AttendanceFilter = 'all' | 'online' | 'in-person' | 'both'
export type GdprFilter = 'all' | 'consented' | 'not-consented'
export type PhoneFilter = 'all' | 'with-phone' | 'without-phone'
export type CheckinFilter = 'all' | 'checked-in' | 'not-checked-in'

/** The filters a segment stores: attendance, consent, phone and tag; missing or null means "all". */
export type AudienceFilters = {
  attendanceFilter?: AttendanceFilter | null
  gdprFilter?: GdprFilter | null
  phoneFilter?: PhoneFilter | null
  tagFilter?: string | null
}

export const MESSAGING_AUDIENCES = ['all', 'online', 'in-person', 'both', 'gdpr-consented', 'with-phone'] as const
export type MessagingAudience = (typeof MESSAGING_AUDIENCES)[number]

export const MESSAGING_AUDIENCE_LABELS: Record<MessagingAudience, string> = {
  all: 'All registrations',
  online: 'Online attendees',
  'in-person': 'In-person attendees',
  both: 'Attending both days',
  'gdpr-consented': 'Consented to contact',
  'with-phone': 'With a phone number (SMS)',
}

export type RegistrationListFilters = {
  attendance?: AttendanceFilter | null
  gdpr?: GdprFilter | null
  phone?: PhoneFilter | null
  tag?: string | null
  day1?: CheckinFilter | null
  day2?: CheckinFilter | null
  search?: string | null
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

function checkinCondition(field: 'day1Checkin' | 'day2Checkin', filter: CheckinFilter | null | undefined): Where | null {
  if (filter === 'checked-in') return { [field]: { equals: true } }
  // not_equals also matches rows created before the field had a default (null).
  if (filter === 'not-checked-in') return { [field]: { not_equals: true } }
  return null
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

/** Who is expected on a day: registered for it, or for both, and not cancelled. */
export function expectedOnDayWhere(day: EventDayKey): Where {
  return { and: [{ attendanceChoice: { in: [DAY_CHOICE[day], 'both'] } }, { cancelledAt: { exists: false } }] }
}

export const notCancelledWhere: Where = { cancelledAt: { exists: false } }

export function combine(conditions: (Where | null)[]): Where {
  const present = conditions.filter((condition): condition is Where => condition !== null)
  return present.length ? { and: present } : {}
}

/** A segment's filters as a Payload query: every filter set must hold ("all" sets none). */
export function segmentWhere(filters: AudienceFilters): Where {
  return combine([
    attendanceCondition(filters.attendanceFilter),
    gdprCondition(filters.gdprFilter),
    phoneCondition(filters.phoneFilter),
    tagCondition(filters.tagFilter),
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

export function messagingAudienceWhere(audience: MessagingAudience): Where {
  return segmentWhere(MESSAGING_AUDIENCE_FILTERS[audience])
}

/** The registrations table: the segment filters plus check-in per day and a free-text search. */
export function registrationListWhere(filters: RegistrationListFilters): Where {
  return combine([
    attendanceCondition(filters.attendance),
    gdprCondition(filters.gdpr),
    phoneCondition(filters.phone),
    tagCondition(filters.tag),
    checkinCondition('day1Checkin', filters.day1),
    checkinCondition('day2Checkin', filters.day2),
    searchCondition(filters.search),
  ])
}

const ATTENDANCE_SUMMARY: Partial<Record<AttendanceFilter, string>> = {
  online: 'Online',
  'in-person': 'In-person',
  both: 'Both days',
}
const GDPR_SUMMARY: Partial<Record<GdprFilter, string>> = { consented: 'Consented', 'not-consented': 'Not consented' }
const PHONE_SUMMARY: Partial<Record<PhoneFilter, string>> = { 'with-phone': 'With phone', 'without-phone': 'Without phone' }

/** "Online · Consented · With phone · Tag: volunteer", or "Everyone". */
export function describeFilters(filters: AudienceFilters): string {
  const tag = filters.tagFilter?.trim()
  const parts = [
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
  const conditions: Where[] = [type === 'email' ? { email: { exists: true } } : { phone: { exists: true } }, { emailSuppressed: { not_equals: true } }]
  if (purpose === 'marketing') conditions.push(type === 'email' ? { consentEmail: { equals: true } } : { consentSms: { equals: true } })
  return { and: conditions }
}
