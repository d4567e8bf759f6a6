import { sql } from '@payloadcms/db-postgres'
import { getFieldsToSign, jwtSign, type PayloadRequest } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

import { audit } from '@/platform/audit/audit'
import { hashToken } from '@/platform/crypto/tokens'
import { withTransaction } from '@/platform/database/with-transaction'
import { transactionSession } from '@/platform/database/transaction-session'
import { AppError } from '@/platform/http/app-error'
import { clientAddress, hitRateLimit, signInRateLimit } from '@/platform/rate-limit/rate-limit'

import { KIOSK_MESSAGES, normaliseKioskCode } from '../rules/kiosk'

/**
 * A tablet types its device's code: the code is used up (one statement, so two tablets typing it at
 * once cannot both sign in) and the device's kiosk account gets a Payload session, as a password
 * sign-in would make, answered as the admin's own sign-in cookie (and token, for API clients). Tries
 * are limited per client address like staff sign-in; a wrong, used, expired or revoked code gets one
 * answer and changes nothing.
 */
export async function signInKiosk(
  req: PayloadRequest,
  typed: string,
): Promise<{ token: string; exp: number; cookie: string }> {
  const limit = await hitRateLimit(req.payload, `kiosk-code:${clientAddress(req.headers)}`, signInRateLimit())
  if (!limit.isAllowed) throw new AppError('rate-limited', undefined, { retryAfterSeconds: limit.retryAfterSeconds })
  const codeHash = hashToken(normaliseKioskCode(typed))
  return withTransaction(req, async () => {
    const session = await transactionSession(req)
    if (!session) throw new Error('A kiosk code is claimed inside a transaction')
    const result = (await session.execute(sql`
      UPDATE kiosk_devices SET code_hash = NULL, code_expires_at = NULL, signed_in_at = now()
       WHERE code_hash = ${codeHash} AND code_expires_at > now() AND revoked_at IS NULL AND account_id IS NOT NULL
       RETURNING id, name, account_id`)) as unknown as { rows: Array<{ id: number; name: string; account_id: number }> }
    const device = result.rows[0]
    if (!device) throw new AppError('forbidden', KIOSK_MESSAGES.codeWrong)

    const collectionConfig = req.payload.collections.users.config
    const user = await req.payload.db.findOne<Record<string, unknown> & { id: number; email: string }>({
      collection: 'users',
      where: { id: { equals: device.account_id } },
      req,
    })
    if (!user || user.role !== 'kiosk') throw new AppError('forbidden', KIOSK_MESSAGES.codeWrong)
    const { sid } = await addSessionToUser({ collectionConfig, payload: req.payload, req, user: user as never })
    const { token, exp } = await jwtSign({
      fieldsToSign: getFieldsToSign({ collectionConfig, email: user.email, user: user as never, sid }),
      secret: req.payload.secret,
      tokenExpiration: collectionConfig.auth.tokenExpiration,
    })
    await audit(
      req,
      {
        action: 'kiosk-device',
        summary: `Kiosk device "${device.name}" signed in`,
        target: `kiosk-devices:${device.id}`,
      },
      { id: user.id, email: user.email, collection: 'users' },
    )
    const cookie = generatePayloadCookie({
      collectionAuthConfig: collectionConfig.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token,
    }) as string
    return { token, exp, cookie }
  })
}
