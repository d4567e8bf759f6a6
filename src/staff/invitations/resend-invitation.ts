import type { PayloadRequest } from 'payload'

import { STAFF_INVITATION_MESSAGES } from '../rules/staff-invitations'
import { AppError } from '@/platform/http/app-error'
import { withTransaction } from '@/platform/database/with-transaction'

import { isResendConfigured } from '@/platform/email'
import { audit } from '@/platform/audit/audit'
import { siteUrl } from '@/platform/env'
import { invitationUrl } from '../rules/staff-invitations'
import { issueInvitation, storeInvitationToken } from './issue-invitation'

/** An admin sends an invited person a new link (the first was lost, or expired); the earlier link stops working. */
export async function resendInvitation(req: PayloadRequest, userId: number): Promise<void> {
  const account = await invitedAccount(req, userId)
  await withTransaction(req, () => issueInvitation(req, account, { isResend: true }))
}

/**
 * Where no e-mail service is set up, an invitation reaches nobody (the outbox withholds its link), so
 * an admin takes a new link to hand over in person; the earlier one stops working. Where e-mail is set
 * up the link goes only by e-mail, to the address the account names.
 */
export async function copyInvitationLink(req: PayloadRequest, userId: number): Promise<string> {
  if (isResendConfigured()) throw new AppError('conflict', STAFF_INVITATION_MESSAGES.linkByEmailOnly)
  const account = await invitedAccount(req, userId)
  const token = await withTransaction(req, async () => {
    const issued = await storeInvitationToken(req, account.id)
    await audit(req, {
      action: 'staff-invite-resend',
      summary: `Invitation link copied to hand to ${account.email}`,
      target: `users:${account.id}`,
    })
    return issued
  })
  return invitationUrl(siteUrl(), token)
}

async function invitedAccount(req: PayloadRequest, userId: number) {
  const account = await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!account) throw new AppError('not-found', 'No such staff account.')
  if (account.accountStatus !== 'invited') throw new AppError('conflict', STAFF_INVITATION_MESSAGES.alreadyActive)
  return account
}
