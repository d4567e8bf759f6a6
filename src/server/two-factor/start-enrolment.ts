import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { generateTotpSecret, totpUri } from '@/lib/totp'

import { sealSecret } from './secret-box'
import { storePendingSecret } from './store'

export type Enrolment = { secret: string; uri: string; qrDataUrl: string }

/**
 * A new secret for the user's authenticator app, kept (sealed) as pending until they prove with a
 * code that their app has it. Shown to them once, here, and never readable again.
 */
export async function startEnrolment(payload: Payload, user: { id: number | string; email?: string | null }): Promise<Enrolment> {
  const secret = generateTotpSecret()
  await storePendingSecret(payload, user.id, sealSecret(payload, secret))
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const issuer = `${settings.churchName || 'Church'} admin`
  const uri = totpUri({ secret, account: String(user.email ?? user.id), issuer })
  const qrDataUrl = await QRCode.toDataURL(uri, { width: 240, margin: 2, errorCorrectionLevel: 'M' })
  return { secret, uri, qrDataUrl }
}
