import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { SignOutButton } from '@/admin/components/SignOutButton'
import { assignedRoleOf } from '@/access/roles'
import { TWO_FACTOR_PATH, safeAdminRedirect, secondFactorStateOf } from '@/lib/second-factor'

import { EnrolForm } from './EnrolForm'
import { VerifyCodeForm } from './VerifyCodeForm'

import '@/admin/components/staff-admin.css'

/**
 * /admin/two-factor: the second step of signing in (a code), setting up an authenticator app
 * (asked for when the admins require one, or by choice), and the status once it is on.
 */
export async function TwoFactorView(props: AdminViewServerProps) {
  const user = props.initPageResult.req.user as (Parameters<typeof assignedRoleOf>[0] & { email?: string; twoFactorEnabled?: boolean | null }) | null
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(TWO_FACTOR_PATH)}`)
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
              <p className="staff-muted">Signed in as {user.email}. Open your authenticator app and enter the 6-digit code it shows for this site.</p>
              <VerifyCodeForm next={next} />
            </>
          ) : (
            <>
              <h1>Set up a second factor</h1>
              <p className="staff-muted">The admins require a second factor for all staff. Set up an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) to continue.</p>
              <EnrolForm next={next} />
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
          <span className="staff-badge staff-badge--ok">On</span> Every sign-in to this account asks for a code from your authenticator app. If you lose your phone, ask an admin to reset it.
        </p>
      ) : (
        <>
          <p className="staff-muted">After your password, sign-in will also ask for a 6-digit code from an authenticator app on your phone, so a stolen password alone is not enough.</p>
          <EnrolForm next={`/admin${TWO_FACTOR_PATH}`} />
        </>
      )}
    </StaffViewTemplate>
  )
}
