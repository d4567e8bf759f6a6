import type { Role } from '@/access/roles'

export const ACCESS_DENIED = 'Access denied. You are not authorized to access the admin panel.'

export type StaffNavLink = { label: string; href: string }

/** The staff views in the SPEC's order; each lists the roles that may open it. */
const STAFF_VIEWS: ReadonlyArray<StaffNavLink & { roles: readonly Role[] }> = [
  { label: 'Overview', href: '/admin', roles: ['admin', 'editor'] },
  { label: 'Registrations', href: '/admin/registrations', roles: ['admin'] },
  { label: 'Check-In', href: '/admin/checkin', roles: ['admin', 'volunteer'] },
  { label: 'Messaging', href: '/admin/messaging', roles: ['admin'] },
  { label: 'Segments', href: '/admin/segments', roles: ['admin'] },
  { label: 'Settings', href: '/admin/settings', roles: ['admin'] },
  { label: 'Data requests', href: '/admin/privacy', roles: ['admin'] },
]

export function staffNavLinks(role: Role | null): StaffNavLink[] {
  if (!role) return []
  return STAFF_VIEWS.filter((view) => view.roles.includes(role)).map(({ label, href }) => ({ label, href }))
}

/** Whether a nav link is the page being shown: the overview only at /admin itself. */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
