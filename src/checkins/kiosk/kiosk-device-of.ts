import type { PayloadRequest } from 'payload'

import { doorSessionKey, readEventById, sessionsOf } from '@/events'
import { relationId } from '@/platform/data/relation-id'
import { AppError } from '@/platform/http/app-error'
import { roleOf } from '@/platform/access/roles'

import { KIOSK_MESSAGES } from '../rules/kiosk'

export type KioskPost = {
  device: number
  event: NonNullable<Awaited<ReturnType<typeof readEventById>>>
  /** The session it checks people in at now: its own, or the event's session of today. */
  session: string
}

/**
 * Where the signed-in kiosk works: its device (not revoked), the device's event and the session it
 * checks in at now. Anyone else, or a revoked device, is refused; so is a device whose event has no
 * session today. Every kiosk endpoint starts here, so a kiosk only ever sees its own event.
 */
export async function kioskPostOf(req: PayloadRequest, now = new Date()): Promise<KioskPost> {
  if (roleOf(req.user) !== 'kiosk' || !req.user) throw new AppError('forbidden', KIOSK_MESSAGES.notKiosk)
  const { docs } = await req.payload.find({
    collection: 'kiosk-devices',
    where: { and: [{ account: { equals: req.user.id } }, { revokedAt: { exists: false } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { event: true, session: true },
    req,
  })
  const device = docs[0]
  if (!device) throw new AppError('forbidden', KIOSK_MESSAGES.revoked)
  const event = await readEventById(req.payload, relationId(device.event)!, req)
  const session = event ? doorSessionKey(sessionsOf(event), { session: device.session }, now) : null
  if (!event || !session) throw new AppError('not-found', KIOSK_MESSAGES.noSession)
  return { device: device.id, event, session }
}
