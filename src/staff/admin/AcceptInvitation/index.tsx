import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { INVITATION_TOKEN_PARAM, STAFF_INVITATION_MESSAGES } from '../../rules/staff-invitations'
import { firstSearchParam } from '@/platform/http/search-params'
import { findInvitation } from '../../invitations/find-invitation'

import { AcceptInvitationForm } from './AcceptInvitationForm'

import { LinkNotValid } from '../LinkNotValid'

import '@/ui/admin/staff-admin.css'

/**
 * /admin/accept-invitation?token=…: where an invited staff member chooses their password. Open to
 * visitors (the link is the authority), so it shows nothing but the invited name and address, and
 * only for a link that is still valid.
 */
export async function AcceptInvitationView(props: AdminViewServerProps) {
  const token = firstSearchParam(props.searchParams?.[INVITATION_TOKEN_PARAM])
  const invitation = token ? await findInvitation(props.initPageResult.req.payload, token) : null
  return (
    <MinimalTemplate className="staff-sign-in-step">
      <main className="staff-view">
        {invitation && token ? (
          <>
            <h1>Choose your password</h1>
            <p className="staff-muted">
              Welcome, {invitation.fullName}. Choose the password you will sign in with as{' '}
              <strong>{invitation.email}</strong>. Nobody else will know it.
            </p>
            <AcceptInvitationForm token={token} email={invitation.email} />
          </>
        ) : (
          <LinkNotValid
            title="Invitation link not valid"
            message={STAFF_INVITATION_MESSAGES.linkInvalid}
            testId="invitation-invalid"
          />
        )}
      </main>
    </MinimalTemplate>
  )
}
