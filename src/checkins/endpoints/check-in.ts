import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'
import { checkIn, undoCheckIn } from '../check-in'
import { checkInGroup, MAX_GROUP_CHECKIN } from '../check-in-group'

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
    body.checkedIn
      ? { checkedIn: true, ...(await checkIn(req, body)) }
      : { checkedIn: false, ...(await undoCheckIn(req, body)) },
})

const groupCheckinBody = z.object({
  registrations: z
    .array(z.coerce.number().int().positive(), { error: 'Choose who to check in.' })
    .min(1, 'Choose who to check in.')
    .max(MAX_GROUP_CHECKIN, `At most ${MAX_GROUP_CHECKIN} people at once.`),
  session: z.string().trim().min(1).max(40),
  method: z.enum(['search', 'qr']).default('search'),
  /** The door chose "Check in all and add this session": anyone who did not book it has it added. */
  addSession: z.boolean().default(false),
})

/**
 * POST /api/checkins/group: checks in several people of one event at a session in one transaction (a
 * family at the door). Anyone cancelled or of another event, or not registered for the session
 * without `addSession: true`, is answered 409 and nobody is checked in.
 */
export const checkInGroupEndpoint = defineEndpoint({
  path: '/group',
  method: 'post',
  caller: DOOR_STAFF,
  body: groupCheckinBody,
  handler: async ({ req, body }) => checkInGroup(req, body),
})
