import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/platform/data/relation-id'
import type { Registration } from '@/payload-types'
import { queueOfferRun } from '../queue-offer-run'

/** Whether the change let go of a place: the registration was cancelled, or a session (or the all-sessions marker) left it. */
function freesPlace(before: Registration, after: Registration): boolean {
  if (!before.cancelledAt && after.cancelledAt) return true
  const kept = new Set(after.attendanceChoice ?? [])
  return (before.attendanceChoice ?? []).some((key) => !kept.has(key))
}

/**
 * A cancellation or a dropped session (through the person's link or by staff) frees a place in a
 * capped event: the next person waiting is offered it by the offer job. New registrations and added
 * sessions take places, they free none.
 */
export const queueFreedPlaceOffers: CollectionAfterChangeHook<Registration> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || !freesPlace(previousDoc, doc)) return doc
  const eventId = relationId(doc.event ?? previousDoc.event)
  if (eventId) await queueOfferRun(req, eventId)
  return doc
}

/** Staff deleting a registration free its places (its waiting-list entries go with it). */
export const queueOffersAfterDelete: CollectionAfterDeleteHook<Registration> = async ({ doc, req }) => {
  const eventId = relationId(doc.event)
  if (eventId) await queueOfferRun(req, eventId)
  return doc
}
