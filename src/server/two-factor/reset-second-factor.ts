import type { PayloadRequest } from 'payload'

import { audit } from '@/server/audit'

import { clearSecondFactor } from './store'

/** An admin turns off someone's second factor (a lost phone); they set it up again at their next sign-in if it is required. */
export async function resetSecondFactor(req: PayloadRequest, userId: number): Promise<boolean> {
  const target = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!target || !(await clearSecondFactor(req.payload, userId))) return false
  await audit(req, { action: 'two-factor-reset', summary: `Second factor of ${target.email} reset`, target: `users:${userId}` })
  return true
}
