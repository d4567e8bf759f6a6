import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { isResendConfigured } from '@/platform/email'
import { INVITATION_DAYS, STAFF_INVITATION_MESSAGES } from '../rules/staff-invitations'

import { CopyInvitationLinkButton } from './CopyInvitationLinkButton'
import { InvitationPasswordPlaceholder } from './InvitationPasswordPlaceholder'
import { ResendInvitationButton } from './ResendInvitationButton'

/**
 * On a staff account's page, for admins: a new account is told it will be invited (there is no
 * password to give), and an account not yet accepted can be sent a new link; where no e-mail is set
 * up, the admin is told so and copies the link to hand over instead.
 */
export function InvitationField({ id, data, req }: UIFieldServerProps) {
  if (!hasAnyRole(req.user, ['admin'])) return null
  const isEmailSetUp = isResendConfigured()
  if (!id) {
    return (
      <>
        <p className="field-type" data-testid="invitation-field">
          {isEmailSetUp
            ? `They are e-mailed an invitation to choose their own password (the link works for ${INVITATION_DAYS} days).`
            : `They choose their own password from an invitation link (it works for ${INVITATION_DAYS} days). ${STAFF_INVITATION_MESSAGES.noEmailOnCreate}`}{' '}
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
      {isEmailSetUp ? (
        <ResendInvitationButton userId={Number(id)} />
      ) : (
        <>
          <p role="note">{STAFF_INVITATION_MESSAGES.noEmailInvited}</p>
          <CopyInvitationLinkButton userId={Number(id)} />
        </>
      )}
    </div>
  )
}
