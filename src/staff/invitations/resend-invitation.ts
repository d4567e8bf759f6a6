import type { PayloadRequest } from 'payload'

import { STAFF_INVITATION_MESSAGES } from '../rules/staff-invitations'
import { AppError } from '@/platform/http/app-error'
import { withTransaction } from '@/platform/database/with-transaction'

import { issueInvitation } from './issue-invitation'

/** An admin sends an invited person a new link (the first was lost, or expired); the earlier link stops working. */
export async function resendInvitation(req: PayloadRequest, userId: number): Promise<void> {
  const account = await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!account) throw new AppError('not-found', 'No such staff account.')
  if (account.accountStatus !== 'invited') throw new AppError('conflict', STAFF_INVITATION_MESSAGES.alreadyActive)
  await withTransaction(req, () => issueInvitation(req, account, { isResend: true }))
}
