import { z } from 'zod'

import { eventParamSchema } from '@/registrations'
import { walkInSchema } from '../rules/walk-in-schema'
import { doorSessionKey, requireStaffEvent } from '@/events'
import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { listCheckin } from '../list-checkin'
import { registerWalkIn } from '../register-walk-in'

const DOOR_STAFF = ['admin', 'volunteer'] as const

// A door's list never fails on a stray parameter: an unknown session is the one the door is most
// likely working on, a long search is cut. An event the user may not see is another matter (404).
const checkinQuery = z.object({
  event: eventParamSchema,
  session: z.string().max(40).optional().catch(undefined),
  /** day1, day2…: the two-day event's links named sessions by their place. */
  day: z.string().max(6).optional().catch(undefined),
  q: z
    .string()
    .catch('')
    .transform((q) => q.slice(0, 200)),
})

/** GET /api/registrations/checkin?event=<id>&session=<key>&q=…: the door's list for a session and the counts of every session. */
export const checkinListEndpoint = defineEndpoint({
  path: '/checkin',
  method: 'get',
  caller: DOOR_STAFF,
  query: checkinQuery,
  handler: async ({ req, query }) => {
    const event = await requireStaffEvent(req.payload, req.user, query.event)
    const session = doorSessionKey(event.sessions, query, new Date())
    if (!session) throw new AppError('not-found', 'The event has no sessions.')
    return listCheckin(req.payload, req.user, event, { session, search: query.q })
  },
})

/** POST /api/registrations/walk-in: registers someone at the door for the event and checks them in at the session; a likely duplicate is answered with 409. */
export const walkInEndpoint = defineEndpoint({
  path: '/walk-in',
  method: 'post',
  caller: DOOR_STAFF,
  body: walkInSchema,
  handler: async ({ req, body }) => {
    const result = await registerWalkIn(req, body)
    return json(result, result.status === 'created' ? 201 : 409)
  },
})
