import type { CollectionBeforeDeleteHook } from 'payload'

import { revokeKioskDevice } from './revoke-kiosk-device'

/**
 * An event's kiosk devices go with it: each is revoked first (its tablet signed out at its next
 * request, as Revoke does, and audited), then deleted, since a device points at its event and at
 * nothing else it could check people in for.
 */
export const deleteEventKiosks: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'kiosk-devices',
    where: { event: { equals: id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  for (const device of docs) {
    await revokeKioskDevice(req, device.id)
    await req.payload.delete({ collection: 'kiosk-devices', id: device.id, overrideAccess: true, req })
  }
}
