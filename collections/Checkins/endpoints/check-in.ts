import { z } from 'zod'

import { defineEndpoint } from '@/server/http/endpoint'
import { checkIn, undoCheckIn } from '@/server/checkins/check-in'

const DOOR_STAFF = ['admin', 'volunteer'] as const

const checkinBody = z.object({
  registration: z.coerce.number().int().positive(),
  session: z.string().trim().min(1).max(40),
  method: z.enum(['search', 'qr', 'walk-in']).default('search'),
  checkedIn: z.boolean().default(true),
  /** Staff confirmed letting in someone who did not choose the session: it is added to their choice. */
  addSession: z.boolean().default(false),
})

/**
 * POST /api/checkins/toggle: checks a person in at a session (`checkedIn: true`) or undoes it; both are
 * idempotent. Someone who did not choose the session is answered 409 unless `addSession: true`.
 */
export const checkInEndpoint = defineEndpoint({
  path: '/toggle',
  method: 'post',
  caller: DOOR_STAFF,
  body: checkinBody,
  handler: async ({ req, body }) =>
    body.checkedIn ? { checkedIn: true, ...(await checkIn(req, body)) } : { checkedIn: false, ...(await undoCheckIn(req, body)) },
})
