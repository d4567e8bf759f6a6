import type { PayloadRequest } from 'payload'

import { afterAcceptingPath, STAFF_INVITATION_MESSAGES } from '../rules/staff-invitations'
import { audit } from '@/platform/audit/audit'
import { AppError } from '@/platform/http/app-error'
import { hashToken } from '@/platform/crypto/tokens'
import { withTransaction } from '@/platform/database/with-transaction'
import { issueEnrolmentToken } from '../two-factor/issue-enrolment-token'

import { claimInvitation } from './claim-invitation'

/**
 * The invited person chooses their password: the link is used up, the password set (Payload's own
 * password rules and hashing) and the account becomes active, together or not at all. An expired,
 * used or unknown link changes nothing. Returns the address to sign in with and where to go next:
 * when a second factor is required, on to setting it up, with a set-up token issued here because
 * the invitation link has just proved the person reads the account's mailbox.
 */
export async function acceptInvitation(
  req: PayloadRequest,
  { token, password }: { token: string; password: string },
): Promise<{ email: string; next: string }> {
  const account = await withTransaction(req, async () => {
    const claimed = await claimInvitation(req, hashToken(token))
    if (!claimed) throw new AppError('forbidden', STAFF_INVITATION_MESSAGES.linkInvalid)
    // The person is not signed in: their own link is the authority here, not a staff role.
    await req.payload.update({
      collection: 'users',
      id: claimed.id,
      data: { password, accountStatus: 'active' },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await audit(
      req,
      {
        action: 'staff-invite-accept',
        summary: `${claimed.email} accepted their invitation`,
        target: `users:${claimed.id}`,
      },
      { ...claimed, collection: 'users' },
    )
    return claimed
  })
  // After the commit: the set-up token is written outside the transaction that held the account's row.
  const { requireSecondFactor } = await req.payload.findGlobal({
    slug: 'integrations',
    depth: 0,
    select: { requireSecondFactor: true },
    overrideAccess: true,
  })
  const enrolmentToken = requireSecondFactor
    ? await issueEnrolmentToken(req.payload, account.id, { replace: true })
    : null
  return { email: account.email, next: afterAcceptingPath(enrolmentToken) }
}
