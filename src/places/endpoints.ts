import { isEventSlug } from '@/events'
import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { z } from 'zod'
import { CONFIRM_MESSAGES, confirmWaitingEntry } from './confirm-waiting-entry'
import { readPlacesLeft } from './read-places-left'
import { respondToOffer } from './respond-to-offer'

const respondSchema = z.object({ token: z.string().min(1).max(200), action: z.enum(['view', 'accept', 'decline']) })

/** POST /api/waiting-list/respond: the offer link in the e-mail, to see the offer and accept or decline it. */
const respondToOfferEndpoint = defineEndpoint({
  path: '/respond',
  method: 'post',
  caller: 'public-form',
  form: 'waiting-list-offer',
  body: respondSchema,
  handler: ({ req, body }) => respondToOffer(req, body),
})

const entryId = z.coerce.number().int().positive()

/** POST /api/waiting-list/:id/confirm: an admin gives the person the place at once. */
const confirmWaitingEntryEndpoint = defineEndpoint({
  path: '/:id/confirm',
  method: 'post',
  caller: ['admin'],
  handler: ({ req }) => {
    const id = entryId.safeParse(req.routeParams?.id)
    if (!id.success) throw new AppError('not-found', CONFIRM_MESSAGES.notFound)
    return confirmWaitingEntry(req, id.data)
  },
})

export const waitingListEndpoints = [respondToOfferEndpoint, confirmWaitingEntryEndpoint]

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
