import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps, Payload } from 'payload'
import { redirect } from 'next/navigation'

import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { SignOutButton } from '../SignOutButton'
import { assignedRoleOf } from '@/platform/access/roles'
import {
  ENROLMENT_TOKEN_PARAM,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_PATH,
  safeAdminRedirect,
  secondFactorStateOf,
} from '@/platform/access/second-factor'
import { firstSearchParam } from '@/platform/http/search-params'
import { hashToken } from '@/platform/crypto/tokens'
import { sendEnrolmentLink } from '../../two-factor/send-enrolment-link'
import { isEnrolmentTokenValid } from '../../two-factor/second-factor-store'

import { EnrolForm } from './EnrolForm'
import { SendEnrolmentLinkButton } from './SendEnrolmentLinkButton'
import { VerifyCodeForm } from './VerifyCodeForm'

import '@/ui/admin/staff-admin.css'

/**
 * /admin/two-factor: the second step of signing in (a code), setting up an authenticator app
 * (asked for when the admins require one, or by choice), and the status once it is on.
 */
export async function TwoFactorView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const user = req.user as
    (Parameters<typeof assignedRoleOf>[0] & { id: number; email?: string; twoFactorEnabled?: boolean | null }) | null
  const enrolmentToken = firstSearchParam(props.searchParams?.[ENROLMENT_TOKEN_PARAM])
  if (!user) {
    // The e-mailed set-up link still works when it is opened before signing in.
    const back = enrolmentToken
      ? `/admin${TWO_FACTOR_PATH}?${ENROLMENT_TOKEN_PARAM}=${encodeURIComponent(enrolmentToken)}`
      : TWO_FACTOR_PATH
    redirect(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  if (!assignedRoleOf(user)) redirect('/admin')
  const next = safeAdminRedirect(props.searchParams?.redirect)
  const state = secondFactorStateOf(user)

  if (state !== 'complete') {
    return (
      <MinimalTemplate className="staff-sign-in-step">
        <div className="staff-view">
          {state === 'code-owed' ? (
            <>
              <h1>Enter your code</h1>
              <p className="staff-muted">
                Signed in as {user.email}. Open your authenticator app and enter the 6-digit code it shows for this
                site.
              </p>
              <VerifyCodeForm next={next} />
            </>
          ) : (
            <>
              <h1>Set up a second factor</h1>
              <p className="staff-muted">
                The admins require a second factor for all staff. Set up an authenticator app (such as Google
                Authenticator, Microsoft Authenticator or 1Password) to continue.
              </p>
              <RequiredEnrolment payload={req.payload} user={user} enrolmentToken={enrolmentToken} next={next} />
            </>
          )}
          <p style={{ marginTop: 24 }}>
            <SignOutButton />
          </p>
        </div>
      </MinimalTemplate>
    )
  }

  return (
    <StaffViewTemplate {...props}>
      <h1>Second factor</h1>
      {user.twoFactorEnabled ? (
        <p data-testid="two-factor-on">
          <span className="staff-badge staff-badge--ok">On</span> Every sign-in to this account asks for a code from
          your authenticator app. If you lose your phone, ask an admin to reset it.
        </p>
      ) : (
        <>
          <p className="staff-muted">
            After your password, sign-in will also ask for a 6-digit code from an authenticator app on your phone, so a
            stolen password alone is not enough.
          </p>
          <EnrolForm next={`/admin${TWO_FACTOR_PATH}`} />
        </>
      )}
    </StaffViewTemplate>
  )
}

/**
 * Enrolment when a second factor is required: only through the link e-mailed to the account's own
 * address. Without the link in hand, one is sent (unless an earlier one is still valid) and the
 * user is told to open it; an expired or used link says so. Either way a new link is a click away.
 */
async function RequiredEnrolment({
  payload,
  user,
  enrolmentToken,
  next,
}: {
  payload: Payload
  user: { id: number; email?: string }
  enrolmentToken: string | undefined
  next: string
}) {
  if (enrolmentToken && (await isEnrolmentTokenValid(payload, user.id, hashToken(enrolmentToken))))
    return <EnrolForm next={next} enrolmentToken={enrolmentToken} />
  if (!enrolmentToken) await sendEnrolmentLink(payload, user, { replace: false })
  return (
    <>
      <p
        role={enrolmentToken ? 'alert' : 'status'}
        className={enrolmentToken ? 'staff-alert' : undefined}
        data-testid="two-factor-link-notice"
      >
        {enrolmentToken ? TWO_FACTOR_MESSAGES.enrolmentLinkInvalid : TWO_FACTOR_MESSAGES.enrolmentLinkSent}
      </p>
      <SendEnrolmentLinkButton />
    </>
  )
}
