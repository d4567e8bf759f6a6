import type { Payload } from 'payload'

import { describeEventFilter, eventFiltersOf, MESSAGING_AUDIENCE_FILTERS, resolveSegment } from '@/registrations'
import {
  audienceLabel,
  eventAudienceKey,
  parseAudienceKey,
  paymentAudienceKey,
  type AudienceKey,
  type AudienceSnapshot,
} from './rules/messaging'
import { eventWideAudienceLabel } from './rules/event-audiences'
import { isCapped, placeLimitsOf } from '@/places'
import { readEventById } from '@/events'
import { AppError } from '@/platform/http/app-error'

const AUDIENCE_MISSING = 'Please choose an audience.'

/** Resolves a compose-screen audience to the filters it stands for, or null if there is no such audience. */
export async function resolveAudience(payload: Payload, key: string): Promise<AudienceSnapshot | null> {
  const parsed = parseAudienceKey(key)
  if (!parsed) return null
  if (parsed.kind === 'audience')
    return {
      key: parsed.audience,
      label: audienceLabel(parsed.audience),
      filters: MESSAGING_AUDIENCE_FILTERS[parsed.audience],
    }
  if (parsed.kind === 'event') {
    const event = await readEventById(payload, parsed.eventId)
    const found = event && eventFiltersOf(event, parsed, new Date())
    if (!event || !found) return null
    const filters = parsed.payment ? { ...found, paymentFilter: parsed.payment } : found
    if (parsed.payment)
      return { key: paymentAudienceKey(parsed.eventId, parsed.payment), label: describeEventFilter(filters)!, filters }
    const label = parsed.sessionKey
      ? describeEventFilter(filters)!
      : eventWideAudienceLabel(
          event.title,
          parsed.attendance === 'waiting' ? 'waiting' : 'all',
          isCapped(placeLimitsOf(event)),
        )
    return { key: eventAudienceKey(parsed.eventId, parsed.sessionKey, parsed.attendance), label, filters }
  }
  const segment = await resolveSegment(payload, parsed.id)
  return (
    segment && {
      key: key as AudienceKey,
      label: audienceLabel(key as AudienceKey, segment.name),
      filters: segment.filters,
    }
  )
}

/** The audience a compose request names; an invalid-input error when there is no such audience (a deleted segment or event). */
export async function requireAudience(payload: Payload, key: string): Promise<AudienceSnapshot> {
  const audience = await resolveAudience(payload, key)
  if (!audience) throw new AppError('invalid', AUDIENCE_MISSING, { errors: { audience: AUDIENCE_MISSING } })
  return audience
}
