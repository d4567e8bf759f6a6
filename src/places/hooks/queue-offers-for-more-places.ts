import type { CollectionAfterChangeHook } from 'payload'

import { placeLimitsOf, type PlaceLimits } from '../rules/places'
import type { Event } from '@/payload-types'

/** A limit raised or lifted: the event's, or a session's that was there before. */
function hasMorePlaces(before: PlaceLimits, after: PlaceLimits): boolean {
  const more = (was: number | null, now: number | null) => was !== null && (now === null || now > was)
  if (more(before.eventCapacity, after.eventCapacity)) return true
  return before.sessions.some(({ key, capacity }) => {
    const next = after.sessions.find((session) => session.key === key)
    return next !== undefined && more(capacity, next.capacity)
  })
}

/** More places in an event that had limits, once published: offer them down its waiting list at once. */
export const queueOffersForMorePlaces: CollectionAfterChangeHook<Event> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || doc._status === 'draft') return doc
  if (!hasMorePlaces(placeLimitsOf(previousDoc), placeLimitsOf(doc))) return doc
  // Lifted altogether, the event has no limits left, yet its waiting list still needs its places.
  await req.payload.jobs.queue({ task: 'offerFreedPlaces', input: { eventId: doc.id }, req })
  return doc
}
