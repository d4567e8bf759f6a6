import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { generateTotpSecret, totpUri } from './totp'

import { requireEnrolmentLink } from './require-enrolment-link'
import { sealSecret } from './secret-box'
import { storePendingSecret } from './second-factor-store'

export type Enrolment = { secret: string; uri: string; qrDataUrl: string }

/**
 * A new secret for the user's authenticator app, kept (sealed) as pending until they prove with a
 * code that their app has it. Shown to them once, here, and never readable again. When a second
 * factor is required of them, only with the e-mailed set-up link (see requireEnrolmentLink).
 */
export async function startEnrolment(
  payload: Payload,
  user: { id: number | string; email?: string | null },
  link: { isLinkNeeded: boolean; enrolmentToken?: string },
): Promise<Enrolment> {
  await requireEnrolmentLink(payload, { userId: user.id, isLinkNeeded: link.isLinkNeeded, token: link.enrolmentToken })
  const secret = generateTotpSecret()
  await storePendingSecret(payload, user.id, sealSecret(payload, secret))
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const issuer = `${settings.churchName || 'Church'} admin`
  const uri = totpUri({ secret, account: String(user.email ?? user.id), issuer })
  const qrDataUrl = await QRCode.toDataURL(uri, { width: 240, margin: 2, errorCorrectionLevel: 'M' })
  return { secret, uri, qrDataUrl }
}
