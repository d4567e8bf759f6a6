import 'server-only'

import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { roleOf } from '@/access/roles'
import { ACCESS_DENIED, staffViewAccess, type StaffViewHref } from '@/lib/admin-nav'
import type { Role } from '@/lib/roles'

type StaffViewBody = (props: AdminViewServerProps, role: Role) => ReactNode | Promise<ReactNode>

/**
 * A custom admin view opened only by the roles the staff view table names for it. Payload serves
 * custom views to anyone, so the role is checked here before the view loads anything; everyone
 * else is redirected to their own first view, or shown that they have no access.
 */
export function gateStaffView(href: StaffViewHref, body: StaffViewBody) {
  return async function GatedStaffView(props: AdminViewServerProps) {
    const access = staffViewAccess(href, roleOf(props.initPageResult.req.user as never))
    if (access.kind === 'redirect') redirect(access.to)
    if (access.kind === 'denied') return <p role="alert" style={{ padding: 32 }}>{ACCESS_DENIED}</p>
    return body(props, access.role)
  }
}
