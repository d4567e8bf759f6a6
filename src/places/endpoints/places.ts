import { z } from 'zod'

import { isEventSlug } from '@/events'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { readPlacesLeft } from '../read-places-left'

/**
 * GET /api/events/places?event=<slug>: the places left in a published event and each of its
 * sessions, for its page's "12 places left" and "Full — join the waiting list". Public, counts
 * only; a shared cache may keep it five seconds, no longer.
 */
export const placesLeftEndpoint = defineEndpoint({
  path: '/places',
  method: 'get',
  caller: 'public',
  query: z.object({ event: z.string().trim().max(80).refine(isEventSlug, 'There is no such event.') }),
  handler: async ({ req, query }) =>
    json(await readPlacesLeft(req.payload, query.event), 200, { 'Cache-Control': 'public, max-age=5' }),
})
