import { z } from 'zod'

import { walkInSchema } from '@/lib/schemas/walk-in'
import { defineEndpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/respond'
import { listCheckin } from '@/server/registrations/list-checkin'
import { registerWalkIn } from '@/server/registrations/register-walk-in'

const DOOR_STAFF = ['admin', 'volunteer'] as const

// A door's list never fails on a stray parameter: an unknown day is Day 1, a long search is cut.
const checkinQuery = z.object({
  day: z.enum(['day1', 'day2']).catch('day1'),
  q: z
    .string()
    .catch('')
    .transform((q) => q.slice(0, 200)),
})

/** GET /api/registrations/checkin?day=day1|day2&q=…: the door's list and the day counts. */
export const checkinListEndpoint = defineEndpoint({
  path: '/checkin',
  method: 'get',
  caller: DOOR_STAFF,
  query: checkinQuery,
  handler: ({ req, query }) => listCheckin(req.payload, req.user, { day: query.day, search: query.q }),
})

/** POST /api/registrations/walk-in: registers and checks in someone at the door; a likely duplicate is answered with 409. */
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
