import type { PayloadRequest } from 'payload'

import { isCapped, placeLimitsOf } from './rules/places'
import type { Event } from '@/payload-types'
import { readEventById } from '@/events'

/**
 * A place may have come free: queue an offer run for the event, in the caller's transaction (so a
 * change that is rolled back queues nothing). An event without limits has no waiting list, so
 * nothing is queued for it. A run with nothing to offer changes nothing, so an extra one is harmless.
 */
export async function queueOfferRun(
  req: PayloadRequest,
  event: number | Pick<Event, 'id' | 'capacity' | 'sessions'>,
): Promise<boolean> {
  const found = typeof event === 'number' ? await readEventById(req.payload, event, req) : event
  if (!found || !isCapped(placeLimitsOf(found))) return false
  await req.payload.jobs.queue({ task: 'offerFreedPlaces', input: { eventId: found.id }, req })
  return true
}
