import type { PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import { relationId } from '@/platform/data/relation-id'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'

/**
 * Revokes a kiosk device: its code stops working and every session of its account ends, so the
 * tablet is signed out at its next request (Payload checks each token's session). Revoking again
 * changes nothing.
 */
export async function revokeKioskDevice(req: PayloadRequest, deviceId: number, now = new Date()) {
  return withTransaction(req, async () => {
    const device = await req.payload
      .findByID({ collection: 'kiosk-devices', id: deviceId, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    if (!device) throw new AppError('not-found', 'There is no such kiosk device.')
    if (device.revokedAt) return { revokedAt: device.revokedAt }
    const revokedAt = now.toISOString()
    await req.payload.update({
      collection: 'kiosk-devices',
      id: device.id,
      data: { revokedAt, codeHash: null, codeExpiresAt: null },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const account = relationId(device.account)
    if (account !== null)
      await req.payload.db.updateOne({
        collection: 'users',
        id: account,
        data: { sessions: [] },
        req,
        returning: false,
      })
    await audit(req, {
      action: 'kiosk-device',
      summary: `Revoked kiosk device "${device.name}"`,
      target: `kiosk-devices:${device.id}`,
    })
    return { revokedAt }
  })
}
