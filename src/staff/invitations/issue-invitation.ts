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
 * E-mails the account a new invitation link and keeps only its token's hash and expiry, in the
 * request's transaction (the account being created is not visible outside it yet). A new link
 * replaces the earlier one, which stops working. The outbox never shows the link.
 */
export async function issueInvitation(
  req: PayloadRequest,
  account: InvitedAccount,
  { isResend }: { isResend: boolean },
): Promise<void> {
  const { token, hash, expiresAt } = createLinkToken(INVITATION_DAYS * 24 * 60 * 60 * 1000)
  await req.payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: { invitationTokenHash: hash, invitationExpiresAt: expiresAt.toISOString() },
    req,
    returning: false,
  })

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
