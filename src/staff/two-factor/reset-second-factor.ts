import type { PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'

import { sendEnrolmentLink } from './send-enrolment-link'
import { clearSecondFactor } from './second-factor-store'

/**
 * An admin turns off someone's second factor (a lost phone). If a second factor is required of all
 * staff, the account's address is e-mailed a link to set up a new one: the password alone will not do.
 */
export async function resetSecondFactor(req: PayloadRequest, userId: number): Promise<boolean> {
  const target = await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!target || !(await clearSecondFactor(req.payload, userId))) return false
  await audit(req, {
    action: 'two-factor-reset',
    summary: `Second factor of ${target.email} reset`,
    target: `users:${userId}`,
  })
  const { requireSecondFactor } = await req.payload.findGlobal({
    slug: 'integrations',
    depth: 0,
    select: { requireSecondFactor: true },
    overrideAccess: true,
  })
  if (requireSecondFactor) await sendEnrolmentLink(req.payload, target, { replace: true })
  return true
}
