import 'server-only'

import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { assignedRoleOf, roleOf } from '@/platform/access/roles'
import { ACCESS_DENIED, staffViewAccess, type StaffViewHref } from '../rules/admin-nav'
import type { Role } from '@/platform/access/roles-list'
import { secondFactorStateOf } from '@/platform/access/second-factor'
import { signInStepFor, viewAddress } from '../rules/sign-in-return'

type StaffViewBody = (props: AdminViewServerProps, role: Role) => ReactNode | Promise<ReactNode>

/**
 * A custom admin view opened only by the roles the staff view table names for it. Payload serves
 * custom views to anyone, so the role is checked here before the view loads anything; everyone
 * else is redirected to their own first view, or shown that they have no access. Someone signed out,
 * or still owing their second factor, is sent to sign in and then back to this exact address.
 */
export function gateStaffView(href: StaffViewHref, body: StaffViewBody) {
  return async function GatedStaffView(props: AdminViewServerProps) {
    const user = props.initPageResult.req.user as never
    const step = signInStepFor(viewAddress(href, props.searchParams), {
      isSignedIn: Boolean(user),
      owesSecondFactor: Boolean(assignedRoleOf(user)) && secondFactorStateOf(user) !== 'complete',
    })
    if (step) redirect(step)
    const access = staffViewAccess(href, roleOf(user))
    if (access.kind === 'redirect') redirect(access.to)
    if (access.kind === 'denied')
      return (
        <p role="alert" style={{ padding: 32 }}>
          {ACCESS_DENIED}
        </p>
      )
    return body(props, access.role)
  }
}
