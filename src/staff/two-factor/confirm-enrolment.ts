import type { PayloadRequest } from 'payload'

import { TWO_FACTOR_MESSAGES } from '@/platform/access/second-factor'
import { verifyTotp } from './totp'
import { audit } from '@/platform/audit/audit'

import { requireEnrolmentLink } from './require-enrolment-link'
import { openSecret } from './secret-box'
import { enableSecondFactor, readSecondFactor } from './second-factor-store'

type Account = { id: number | string; email?: string | null; _sid?: string }

/**
 * Turns the second factor on once the user enters a code from the pending secret. The session they
 * enrolled in counts as verified; every other session of theirs must now enter a code. When a second
 * factor is required of them, the e-mailed set-up link is needed here too, and is used up.
 */
export async function confirmEnrolment(
  req: PayloadRequest,
  account: Account,
  { code, isLinkNeeded, enrolmentToken }: { code: string; isLinkNeeded: boolean; enrolmentToken?: string },
): Promise<{ isEnabled: true } | { isEnabled: false; message: string }> {
  const enrolmentTokenHash = await requireEnrolmentLink(req.payload, {
    userId: account.id,
    isLinkNeeded,
    token: enrolmentToken,
  })
  const stored = await readSecondFactor(req.payload, account.id)
  if (stored?.secret) return { isEnabled: false, message: TWO_FACTOR_MESSAGES.alreadyOn }
  if (!stored?.pendingSecret) return { isEnabled: false, message: TWO_FACTOR_MESSAGES.noEnrolment }

  const step = verifyTotp(openSecret(req.payload, stored.pendingSecret), code)
  if (step === null) {
    await audit(
      req,
      {
        action: 'two-factor-failure',
        summary: `${account.email}: wrong code while setting up a second factor`,
        target: `users:${account.id}`,
        details: { reason: 'enrolment' },
      },
      { ...account, collection: 'users' },
    )
    return { isEnabled: false, message: TWO_FACTOR_MESSAGES.wrongCode }
  }
  if (
    !(await enableSecondFactor(req.payload, {
      userId: account.id,
      sealedPending: stored.pendingSecret,
      step,
      sid: account._sid,
      enrolmentTokenHash,
    }))
  ) {
    return { isEnabled: false, message: TWO_FACTOR_MESSAGES.noEnrolment }
  }
  await audit(
    req,
    {
      action: 'two-factor-enrol',
      summary: `${account.email} turned on a second factor`,
      target: `users:${account.id}`,
    },
    { ...account, collection: 'users' },
  )
  return { isEnabled: true }
}
