import type { ServerProps } from 'payload'

import { roleOf } from '@/platform/access/roles'
import { capitalise, staffNavLinks } from '../rules/admin-nav'

import { StaffNavLinks } from './StaffNavLinks'

/** The staff views at the top of Payload's navigation, as far as the user's role reaches. */
export function StaffNav({ user }: ServerProps) {
  const links = staffNavLinks(roleOf(user as never))
  return links.length ? <StaffNavLinks links={links} /> : null
}

/** Who is signed in, under the links: full name and capitalised role. */
export function StaffIdentity({ user }: ServerProps) {
  const role = roleOf(user as never)
  if (!user || !role) return null
  const name = (user as { fullName?: string | null }).fullName || user.email
  return (
    <div className="staff-identity" data-testid="staff-identity">
      <span className="staff-identity__name">{name}</span>
      <span className="staff-identity__role">{capitalise(role)}</span>
    </div>
  )
}
