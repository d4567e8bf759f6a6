import type { Payload } from 'payload'

import { choiceRulesOf, readEventById } from '@/events'
import type { Event } from '@/payload-types'
import { relationId } from '@/platform/data/relation-id'
import { AppError } from '@/platform/http/app-error'

import type { AudienceFilters, SessionAttendanceFilter } from './rules/audience'

const NO_SHOWS_NOT_YET = 'Who did not come is known once the session has ended.'

type EventPart = {
  eventId: number
  sessionKey?: string | null
  attendance?: SessionAttendanceFilter | null
  isComposing?: boolean
}

/**
 * An event's (or one of its sessions') part of an audience's filters, read from the event as it is
 * now: its title, the session's title and the all-sessions marker. Null when the event or session
 * is gone. Nobody has missed a session that has not ended: composing to its no-shows is refused,
 * and a saved segment of them holds nobody until then.
 */
async function eventFilters(payload: Payload, part: EventPart, now = new Date()): Promise<AudienceFilters | null> {
  const event = await readEventById(payload, part.eventId)
  return event && eventFiltersOf(event, part, now)
}

export function eventFiltersOf(
  event: Event,
  { eventId, sessionKey, attendance, isComposing = true }: EventPart,
  now: Date,
): AudienceFilters | null {
  const filters: AudienceFilters = { eventId, eventTitle: event.title, allSessionsKey: choiceRulesOf(event).allKey }
  // The event's people as a whole: holding a place, or on one of its waiting lists.
  if (!sessionKey) return attendance === 'waiting' ? { ...filters, sessionAttendance: 'waiting' } : filters
  const session = (event.sessions ?? []).find((candidate) => candidate.key === sessionKey)
  if (!session) return null
  const sessionAttendance = attendance ?? 'all'
  const isTooEarly = sessionAttendance === 'no-show' && now < new Date(session.endsAt)
  if (isTooEarly && isComposing)
    throw new AppError('invalid', NO_SHOWS_NOT_YET, { errors: { audience: NO_SHOWS_NOT_YET } })
  return {
    ...filters,
    sessionKey,
    sessionTitle: session.title,
    sessionAttendance,
    ...(isTooEarly ? { isEmpty: true } : {}),
  }
}

type StoredSegmentFilters =
  | {
      attendanceFilter?: AudienceFilters['attendanceFilter']
      gdprFilter?: AudienceFilters['gdprFilter']
      phoneFilter?: AudienceFilters['phoneFilter']
      tagFilter?: string | null
      event?: number | { id: number } | null
      sessionKey?: string | null
      sessionAttendance?: SessionAttendanceFilter | null
    }
  | null
  | undefined

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
  const event = await eventFilters(payload, {
    eventId,
    sessionKey: stored?.sessionKey,
    attendance: stored?.sessionAttendance,
    isComposing: false,
  })
  return event ? { ...base, ...event } : null
}

/** A saved segment by id: its name and its filters as they stand now; null when it, or the event it names, is gone. */
export async function resolveSegment(
  payload: Payload,
  id: number,
): Promise<{ name: string; filters: AudienceFilters } | null> {
  const segment = await payload.findByID({
    collection: 'segments',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!segment) return null
  const filters = await segmentFilters(payload, segment.filters)
  return filters && { name: segment.name, filters }
}
