import type { Payload } from 'payload'

import { describeEventFilter, MESSAGING_AUDIENCE_FILTERS, type AudienceFilters, type SessionAttendanceFilter } from '@/registrations/rules/audience'
import { audienceLabel, eventAudienceKey, parseAudienceKey, type AudienceKey, type AudienceSnapshot } from './rules/messaging'
import { eventWideAudienceLabel } from './rules/event-audiences'
import { isCapped, placeLimitsOf } from '@/places/rules/places'
import type { Event } from '@/payload-types'
import { choiceRulesOf, readEventById } from '@/events/read-event'
import { AppError } from '@/platform/http/app-error'
import { relationId } from '@/platform/data/relation-id'

export const AUDIENCE_MISSING = 'Please choose an audience.'
export const NO_SHOWS_NOT_YET = 'Who did not come is known once the session has ended.'

type EventPart = { eventId: number; sessionKey?: string | null; attendance?: SessionAttendanceFilter | null; isComposing?: boolean }

/**
 * An event's (or one of its sessions') part of an audience's filters, read from the event as it is
 * now: its title, the session's title and the all-sessions marker. Null when the event or session
 * is gone. Nobody has missed a session that has not ended: composing to its no-shows is refused,
 * and a saved segment of them holds nobody until then.
 */
export async function eventFilters(payload: Payload, part: EventPart, now = new Date()): Promise<AudienceFilters | null> {
  const event = await readEventById(payload, part.eventId)
  return event && eventFiltersOf(event, part, now)
}

function eventFiltersOf(event: Event, { eventId, sessionKey, attendance, isComposing = true }: EventPart, now: Date): AudienceFilters | null {
  const filters: AudienceFilters = { eventId, eventTitle: event.title, allSessionsKey: choiceRulesOf(event).allKey }
  // The event's people as a whole: holding a place, or on one of its waiting lists.
  if (!sessionKey) return attendance === 'waiting' ? { ...filters, sessionAttendance: 'waiting' } : filters
  const session = (event.sessions ?? []).find((candidate) => candidate.key === sessionKey)
  if (!session) return null
  const sessionAttendance = attendance ?? 'all'
  const isTooEarly = sessionAttendance === 'no-show' && now < new Date(session.endsAt)
  if (isTooEarly && isComposing) throw new AppError('invalid', NO_SHOWS_NOT_YET, { errors: { audience: NO_SHOWS_NOT_YET } })
  return { ...filters, sessionKey, sessionTitle: session.title, sessionAttendance, ...(isTooEarly ? { isEmpty: true } : {}) }
}

/** Resolves a compose-screen audience to the filters it stands for, or null if there is no such audience. */
export async function resolveAudience(payload: Payload, key: string): Promise<AudienceSnapshot | null> {
  const parsed = parseAudienceKey(key)
  if (!parsed) return null
  if (parsed.kind === 'audience') return { key: parsed.audience, label: audienceLabel(parsed.audience), filters: MESSAGING_AUDIENCE_FILTERS[parsed.audience] }
  if (parsed.kind === 'event') {
    const event = await readEventById(payload, parsed.eventId)
    const filters = event && eventFiltersOf(event, parsed, new Date())
    if (!event || !filters) return null
    const label = parsed.sessionKey
      ? describeEventFilter(filters)!
      : eventWideAudienceLabel(event.title, parsed.attendance === 'waiting' ? 'waiting' : 'all', isCapped(placeLimitsOf(event)))
    return { key: eventAudienceKey(parsed.eventId, parsed.sessionKey, parsed.attendance), label, filters }
  }
  const segment = await payload.findByID({ collection: 'segments', id: parsed.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!segment) return null
  const filters = await segmentFilters(payload, segment.filters)
  return filters ? { key: key as AudienceKey, label: audienceLabel(key as AudienceKey, segment.name), filters } : null
}

type StoredSegmentFilters = {
  attendanceFilter?: AudienceFilters['attendanceFilter']
  gdprFilter?: AudienceFilters['gdprFilter']
  phoneFilter?: AudienceFilters['phoneFilter']
  tagFilter?: string | null
  event?: number | { id: number } | null
  sessionKey?: string | null
  sessionAttendance?: SessionAttendanceFilter | null
} | null | undefined

/** A saved segment's filters as they stand now; null when the event or session it names is gone. */
export async function segmentFilters(payload: Payload, stored: StoredSegmentFilters): Promise<AudienceFilters | null> {
  const base: AudienceFilters = {
    attendanceFilter: stored?.attendanceFilter ?? 'all',
    gdprFilter: stored?.gdprFilter ?? 'all',
    phoneFilter: stored?.phoneFilter ?? 'all',
    tagFilter: stored?.tagFilter ?? null,
  }
  const eventId = relationId(stored?.event)
  if (!eventId) return base
  const event = await eventFilters(payload, { eventId, sessionKey: stored?.sessionKey, attendance: stored?.sessionAttendance, isComposing: false })
  return event ? { ...base, ...event } : null
}

/** The audience a compose request names; an invalid-input error when there is no such audience (a deleted segment or event). */
export async function requireAudience(payload: Payload, key: string): Promise<AudienceSnapshot> {
  const audience = await resolveAudience(payload, key)
  if (!audience) throw new AppError('invalid', AUDIENCE_MISSING, { errors: { audience: AUDIENCE_MISSING } })
  return audience
}
