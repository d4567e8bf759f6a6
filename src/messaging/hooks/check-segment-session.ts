import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/platform/data/relation-id'

/** A segment's session must be one of its event's, and a session means nothing without an event. */
export const checkSegmentSession: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const filters = { ...(originalDoc?.filters ?? {}), ...(data.filters ?? {}) }
  const eventId = relationId(filters.event as number | { id: number } | null | undefined)
  if (!filters.sessionKey) return { ...data, filters: { ...data.filters, sessionAttendance: 'all' } }
  const refuse = (message: string) =>
    new ValidationError({ collection: 'segments', errors: [{ path: 'filters.sessionKey', message }] })
  if (!eventId) throw refuse('Choose the event the session belongs to.')
  const event = await req.payload
    .findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, select: { sessions: true }, req })
    .catch(() => null)
  if (!event?.sessions?.some((session) => session.key === filters.sessionKey))
    throw refuse("Choose one of the event's sessions.")
  return data
}
