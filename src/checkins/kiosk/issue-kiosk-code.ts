import { randomBytes, randomInt } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import { hashToken } from '@/platform/crypto/tokens'
import { relationId } from '@/platform/data/relation-id'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'

import { KIOSK_CODE_HOURS, KIOSK_MESSAGES, newKioskCode, normaliseKioskCode } from '../rules/kiosk'

/**
 * A new one-time sign-in code for a kiosk device, answered once and stored only as its hash; an
 * earlier code not yet used stops working. The device gets its kiosk account with its first code.
 * A revoked device gets no code (make a new device instead).
 */
export async function issueKioskCode(
  req: PayloadRequest,
  deviceId: number,
  now = new Date(),
): Promise<{ code: string; expiresAt: string }> {
  const device = await req.payload
    .findByID({ collection: 'kiosk-devices', id: deviceId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!device) throw new AppError('not-found', 'There is no such kiosk device.')
  if (device.revokedAt) throw new AppError('conflict', KIOSK_MESSAGES.revoked)
  const account = relationId(device.account) ?? (await createKioskAccount(req.payload, device))
  const code = newKioskCode(randomInt)
  const expiresAt = new Date(now.getTime() + KIOSK_CODE_HOURS * 60 * 60 * 1000).toISOString()
  await withTransaction(req, async () => {
    await req.payload.update({
      collection: 'kiosk-devices',
      id: device.id,
      data: {
        account,
        codeHash: hashToken(normaliseKioskCode(code)),
        codeExpiresAt: expiresAt,
        codeIssuedAt: now.toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await audit(req, {
      action: 'kiosk-device',
      summary: `Issued a sign-in code for kiosk device "${device.name}"`,
      target: `kiosk-devices:${device.id}`,
    })
  })
  return { code, expiresAt }
}

/**
 * The account a kiosk device signs in as: role kiosk, an address that cannot receive mail, and a
 * random password nobody is told (it signs in only with its device's codes). Made by the server,
 * outside the admin's request, since no admin sets a staff account's password or makes a kiosk one.
 */
async function createKioskAccount(payload: Payload, device: { id: number; name: string }): Promise<number> {
  const account = await payload.create({
    collection: 'users',
    data: {
      email: `kiosk-${device.id}-${randomBytes(4).toString('hex')}@kiosk.invalid`,
      fullName: `Kiosk: ${device.name}`.slice(0, 200),
      role: 'kiosk',
      password: randomBytes(32).toString('base64url'),
    },
    overrideAccess: true,
    depth: 0,
  })
  return account.id
}
