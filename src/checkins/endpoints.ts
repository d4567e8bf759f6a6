import { doorSessionKey, requireStaffEvent } from '@/events'
import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { eventParamSchema } from '@/registrations'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { checkIn, undoCheckIn } from './check-in'
import { checkInGroup, MAX_GROUP_CHECKIN } from './check-in-group'
import { listCheckin } from './list-checkin'
import { doorDeviceKey } from './door-device-key'
import { checkOut, readLabel } from './check-out'
import { applyDoorTaps, readDoorChanges, readDoorList } from './door-sync'
import { registerWalkIn } from './register-walk-in'
import { walkInSchema } from './rules/walk-in-schema'
import { KIOSK_MESSAGES, KIOSK_MIN_SURNAME } from './rules/kiosk'
import { issueKioskCode } from './kiosk/issue-kiosk-code'
import { kioskCheckIn } from './kiosk/kiosk-check-in'
import { kioskLookup } from './kiosk/kiosk-lookup'
import { revokeKioskDevice } from './kiosk/revoke-kiosk-device'
import { signInKiosk } from './kiosk/sign-in-kiosk'
import { printDoorList, printLabelSheet } from './print/print-lists'
import { readLiveArrivals } from './read-live-arrivals'

/** A staff sign-in as Payload records it on the user (auth.useSessions). */
type StaffSession = { id: string; expiresAt?: string | Date | null }

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

const doorSessionQuery = z.object({ event: eventParamSchema, session: z.string().trim().min(1).max(40) })

/** The session a door device works on, of an event the caller may see (404 otherwise). */
async function doorSessionOf(req: PayloadRequest, query: { event: number | null; session: string }) {
  const event = await requireStaffEvent(req.payload, req.user, query.event)
  if (!event.sessions.some((s) => s.key === query.session))
    throw new AppError('invalid', `"${query.session}" is not a session of this event.`, {
      errors: { session: 'unknown' },
    })
  return event
}

/**
 * GET /api/checkins/door-list?event=<id>&session=<key>: the whole list a door device keeps for a
 * session (names, groups, codes, sessions chosen, children), with the cursor to sync from.
 */
export const doorListEndpoint = defineEndpoint({
  path: '/door-list',
  method: 'get',
  caller: DOOR_STAFF,
  query: doorSessionQuery,
  handler: async ({ req, query }) => readDoorList(req.payload, await doorSessionOf(req, query), query.session),
})

/**
 * GET /api/checkins/door-list.pdf?event=<id>&session=<key>: the session's door list as an A4 PDF to
 * print (everyone booked, in surname order, with a tick box), for when the devices fail. Audited.
 */
export const doorListPdfEndpoint = defineEndpoint({
  path: '/door-list.pdf',
  method: 'get',
  caller: DOOR_STAFF,
  query: doorSessionQuery,
  handler: async ({ req, query }) => printDoorList(req, await doorSessionOf(req, query), query.session),
})

/**
 * GET /api/checkins/labels.pdf?event=<id>&session=<key>: the labels and parents' receipts of the
 * children in at a children's session, on A4 label sheets (Avery L7163). Audited.
 */
export const labelSheetPdfEndpoint = defineEndpoint({
  path: '/labels.pdf',
  method: 'get',
  caller: DOOR_STAFF,
  query: doorSessionQuery,
  handler: async ({ req, query }) => printLabelSheet(req, await doorSessionOf(req, query), query.session),
})

/**
 * GET /api/checkins/arrivals?event=<id>: the event's sessions on today's UK day, each with its
 * arrivals per quarter hour and how many are in against its places, read live (the Overview polls it).
 */
export const liveArrivalsEndpoint = defineEndpoint({
  path: '/arrivals',
  method: 'get',
  caller: DOOR_STAFF,
  query: z.object({ event: eventParamSchema }),
  handler: async ({ req, query }) =>
    readLiveArrivals(req.payload, await requireStaffEvent(req.payload, req.user, query.event)),
})

/** The most taps one upload carries; a device sends a longer queue in several. */
const MAX_DOOR_TAPS = 500

const doorSyncBody = z.object({
  event: z.coerce.number().int().positive(),
  session: z.string().trim().min(1).max(40),
  /** What the device last synced to (from the door list or the previous sync); none asks for no changes. */
  cursor: z
    .string()
    .regex(/^\d{1,20}$/, 'The cursor is a number.')
    .optional(),
  taps: z
    .array(
      z.object({
        nonce: z.string().trim().min(8).max(64),
        registration: z.number().int().positive(),
        action: z.enum(['in', 'out']),
        at: z.iso.datetime({ offset: true }),
        method: z.enum(['search', 'qr']).default('search'),
        addSession: z.boolean().default(false),
      }),
    )
    .max(MAX_DOOR_TAPS, `At most ${MAX_DOOR_TAPS} taps at once.`)
    .default([]),
})

/**
 * POST /api/checkins/sync: a door device's queued check-ins and undos for a session, each applied
 * once by its nonce and in time order (see rules/door-ops.ts), answered with each tap's outcome and
 * the session's changes since the device's cursor.
 */
export const doorSyncEndpoint = defineEndpoint({
  path: '/sync',
  method: 'post',
  caller: DOOR_STAFF,
  body: doorSyncBody,
  handler: async ({ req, body }) => {
    const event = await doorSessionOf(req, body)
    const results = await applyDoorTaps(req, { event, session: body.session, taps: body.taps })
    return {
      results,
      ...(await readDoorChanges(req.payload, { event: event.id, session: body.session, cursor: body.cursor })),
    }
  },
})

/**
 * GET /api/checkins/door-key: the key a door device encrypts its copy of the list with, and when the
 * staff session it belongs to expires. It is derived from the staff session (Payload's session id),
 * so it is the same on every page of that session and can no longer be had once the session ends
 * (sign-out or expiry): what the device stored is then unreadable, and the device deletes it. The
 * device keeps it non-extractable until that expiry, so an offline reload can read the list (see
 * src/checkins/admin/Checkin/offline/door-vault.ts).
 */
export const doorKeyEndpoint = defineEndpoint({
  path: '/door-key',
  method: 'get',
  caller: DOOR_STAFF,
  handler: ({ req }) => {
    const user = req.user as (PayloadRequest['user'] & { _sid?: string; sessions?: StaffSession[] | null }) | null
    const sid = user?._sid
    if (!sid || !user) throw new AppError('forbidden', 'Sign in again to use this device at the door.')
    const session = user.sessions?.find((s) => s.id === sid)
    if (!session?.expiresAt) throw new AppError('forbidden', 'Sign in again to use this device at the door.')
    return {
      ...doorDeviceKey(req.payload.secret, { user: user.id, sid }),
      expiresAt: new Date(session.expiresAt).toISOString(),
    }
  },
})

const checkoutBody = z.object({
  registration: z.coerce.number().int().positive(),
  session: z.string().trim().min(1).max(40),
  /** The security code on the parent's receipt. */
  code: z.string().trim().max(12).optional(),
  /** An admin hands the child over without the code (a lost receipt); the reason is audited. */
  override: z.object({ reason: z.string().trim().min(3, 'Say why.').max(300) }).optional(),
})

/**
 * POST /api/checkins/checkout {registration, session, code | override}: hands a child back at a
 * children's session. A wrong code is answered 403 and changes nothing; only admins may override.
 */
export const checkOutEndpoint = defineEndpoint({
  path: '/checkout',
  method: 'post',
  caller: DOOR_STAFF,
  body: checkoutBody,
  handler: async ({ req, body }) => checkOut(req, body),
})

const labelQuery = z.object({
  registration: z.coerce.number().int().positive(),
  session: z.string().trim().min(1).max(40),
})

/**
 * GET /api/checkins/label?registration=&session=: what a child's name label and their parent's
 * receipt print (name, the security code, a medical flag without the note); printed again for a
 * child who stays for another session, from that session's check-in.
 */
export const labelEndpoint = defineEndpoint({
  path: '/label',
  method: 'get',
  caller: DOOR_STAFF,
  query: labelQuery,
  handler: async ({ req, query }) => readLabel(req, query),
})

const kioskDeviceBody = z.object({ device: z.coerce.number().int().positive() })

/** POST /api/kiosk-devices/code {device}: a new one-time sign-in code for a kiosk device, answered once (admins only). */
export const issueKioskCodeEndpoint = defineEndpoint({
  path: '/code',
  method: 'post',
  caller: ['admin'],
  body: kioskDeviceBody,
  handler: async ({ req, body }) => issueKioskCode(req, body.device),
})

/** POST /api/kiosk-devices/revoke {device}: the device's code stops working and its tablet is signed out (admins only). */
export const revokeKioskDeviceEndpoint = defineEndpoint({
  path: '/revoke',
  method: 'post',
  caller: ['admin'],
  body: kioskDeviceBody,
  handler: async ({ req, body }) => revokeKioskDevice(req, body.device),
})

/** POST /api/kiosk-devices/sign-in {code}: a tablet signs in as its kiosk device (sets the admin's sign-in cookie). */
export const kioskSignInEndpoint = defineEndpoint({
  path: '/sign-in',
  method: 'post',
  caller: 'public',
  body: z.object({ code: z.string({ error: 'Type the code.' }).trim().min(1, 'Type the code.').max(40) }),
  handler: async ({ req, body }) => {
    const { token, exp, cookie } = await signInKiosk(req, body.code)
    return json({ ok: true, token, exp }, 200, { 'Set-Cookie': cookie })
  },
})

/** GET /api/kiosk-devices/lookup?surname=…|code=…: the kiosk's households for a surname or a scanned code (kiosks only). */
export const kioskLookupEndpoint = defineEndpoint({
  path: '/lookup',
  method: 'get',
  caller: ['kiosk'],
  query: z
    .object({
      surname: z
        .string()
        .trim()
        .min(KIOSK_MIN_SURNAME, KIOSK_MESSAGES.surnameTooShort)
        .max(60)
        .regex(/^[\p{L}' -]+$/u, 'Letters only.')
        .optional(),
      code: z.string().trim().max(200).optional(),
    })
    .refine((query) => query.surname || query.code, { error: KIOSK_MESSAGES.surnameTooShort, path: ['surname'] }),
  handler: async ({ req, query }) => kioskLookup(req, query),
})

/** POST /api/kiosk-devices/check-in {registrations, method}: a kiosk checks in the chosen members of a household (kiosks only). */
export const kioskCheckInEndpoint = defineEndpoint({
  path: '/check-in',
  method: 'post',
  caller: ['kiosk'],
  body: z.object({
    registrations: groupCheckinBody.shape.registrations,
    method: z.enum(['search', 'qr']).default('search'),
  }),
  handler: async ({ req, body }) => kioskCheckIn(req, body),
})
