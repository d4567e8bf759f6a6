import type { PayloadRequest } from 'payload'

import { capitalise } from '../rules/admin-nav'
import { churchNameOf } from '@/site'
import { buildStaffInvitationEmail } from '../emails/staff-invitation'
import { INVITATION_DAYS } from '../rules/staff-invitations'
import { audit } from '@/platform/audit/audit'
import { sendEmail } from '@/platform/email'
import { siteUrl } from '@/platform/env'
import { createLinkToken } from '@/platform/crypto/tokens'

export type InvitedAccount = { id: number | string; email: string; fullName?: string | null; role?: string | null }

/**
 * A new invitation link for the account: only its token's hash and expiry are kept, in the request's
 * transaction (the account being created is not visible outside it yet). It replaces the earlier
 * link, which stops working. Returns the token, which nothing stores.
 */
export async function storeInvitationToken(req: PayloadRequest, accountId: number | string): Promise<string> {
  const { token, hash, expiresAt } = createLinkToken(INVITATION_DAYS * 24 * 60 * 60 * 1000)
  await req.payload.db.updateOne({
    collection: 'users',
    id: accountId,
    data: { invitationTokenHash: hash, invitationExpiresAt: expiresAt.toISOString() },
    req,
    returning: false,
  })
  return token
}

/** E-mails the account a new invitation link (see storeInvitationToken). The outbox never shows the link. */
export async function issueInvitation(
  req: PayloadRequest,
  account: InvitedAccount,
  { isResend }: { isResend: boolean },
): Promise<void> {
  const token = await storeInvitationToken(req, account.id)

  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { churchName: true },
    overrideAccess: true,
    req,
  })
  const email = buildStaffInvitationEmail({
    churchName: churchNameOf(settings),
    siteUrl: siteUrl(),
    fullName: account.fullName || account.email,
    roleLabel: account.role ? capitalise(account.role) : 'no role yet',
    token,
  })
  const result = await sendEmail(req.payload, { to: account.email, ...email, secrets: [token] })
  if (!result.isSent) throw new Error(`The invitation to user ${account.id} could not be sent: ${result.error}`)

  await audit(req, {
    action: isResend ? 'staff-invite-resend' : 'staff-invite',
    summary: `Invitation ${isResend ? 'sent again' : 'sent'} to ${account.email}`,
    target: `users:${account.id}`,
  })
}
