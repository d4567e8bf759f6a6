import { doorSessionKey, requireStaffEvent } from '@/events'
import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { eventParamSchema } from '@/registrations'
import { z } from 'zod'
import { checkIn, undoCheckIn } from './check-in'
import { checkInGroup, MAX_GROUP_CHECKIN } from './check-in-group'
import { listCheckin } from './list-checkin'
import { registerWalkIn } from './register-walk-in'
import { walkInSchema } from './rules/walk-in-schema'

/** Who works the door: admins and volunteers. */
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
