import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { INVITATION_DAYS } from '../rules/staff-invitations'

import { InvitationPasswordPlaceholder } from './InvitationPasswordPlaceholder'
import { ResendInvitationButton } from './ResendInvitationButton'

/**
 * On a staff account's page, for admins: a new account is told it will be invited (there is no
 * password to give), and an account not yet accepted can be sent a new link.
 */
export function InvitationField({ id, data, req }: UIFieldServerProps) {
  if (!hasAnyRole(req.user, ['admin'])) return null
  if (!id) {
    return (
      <>
        <p className="field-type" data-testid="invitation-field">
          They are e-mailed an invitation to choose their own password (the link works for {INVITATION_DAYS} days).
          Nobody else ever knows it.
        </p>
        <InvitationPasswordPlaceholder />
      </>
    )
  }
  if ((data as { accountStatus?: string } | undefined)?.accountStatus !== 'invited') return null
  return (
    <div className="field-type" data-testid="invitation-field" style={{ marginBottom: 'var(--base)' }}>
      <p>Invited: they have not chosen a password yet, so they cannot sign in.</p>
      <ResendInvitationButton userId={Number(id)} />
    </div>
  )
}
