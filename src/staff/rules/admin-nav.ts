import type { Role } from '@/platform/access/roles-list'

export const ACCESS_DENIED = 'Access denied. You are not authorized to access the admin panel.'

export type StaffNavLink = { label: string; href: string }

/** `inNav: false`: a view opened from another (a person's page), not listed in the navigation. */
type StaffView = StaffNavLink & { roles: readonly Role[]; inNav?: boolean }

/** The staff views in navigation order; each lists the roles that may open it. */
const STAFF_VIEW_TABLE = [
  { label: 'Overview', href: '/admin', roles: ['admin', 'editor'] },
  { label: 'Registrations', href: '/admin/registrations', roles: ['admin'] },
  { label: 'Check-In', href: '/admin/checkin', roles: ['admin', 'volunteer'] },
  { label: 'My follow-ups', href: '/admin/my-follow-ups', roles: ['admin'] },
  { label: 'Messaging', href: '/admin/messaging', roles: ['admin'] },
  { label: 'Segments', href: '/admin/segments', roles: ['admin'] },
  { label: 'Reports', href: '/admin/reports', roles: ['admin'] },
  { label: 'Settings', href: '/admin/settings', roles: ['admin'] },
  { label: 'Data requests', href: '/admin/privacy', roles: ['admin'] },
  { label: 'Possible duplicates', href: '/admin/duplicates', roles: ['admin'] },
  // Payload's own account screen: an editor reaches only their own account, so "Staff users" would mislead.
  { label: 'My account', href: '/admin/account', roles: ['editor'] },
  { label: 'Compare people', href: '/admin/compare-people', roles: ['admin'], inNav: false },
  { label: 'Person', href: '/admin/person', roles: ['admin'], inNav: false },
  // A kiosk device's only screen (it is refused the rest of the admin, and sent here from it).
  { label: 'Kiosk', href: '/admin/kiosk', roles: ['kiosk'] },
] as const satisfies readonly StaffView[]

export type StaffViewHref = (typeof STAFF_VIEW_TABLE)[number]['href']

const STAFF_VIEWS: readonly StaffView[] = STAFF_VIEW_TABLE

/** Whether Payload's "Staff users" collection is listed for this role: an editor has "My account" instead. */
export const isStaffUsersListHidden = (role: Role | null) => role === 'editor'
const HOME = '/admin'

const viewsFor = (role: Role | null) => (role ? STAFF_VIEWS.filter((view) => view.roles.includes(role)) : [])

export function staffNavLinks(role: Role | null): StaffNavLink[] {
  return viewsFor(role)
    .filter((view) => view.inNav !== false)
    .map(({ label, href }) => ({ label, href }))
}

export type StaffViewAccess = { kind: 'open'; role: Role } | { kind: 'redirect'; to: string } | { kind: 'denied' }

/**
 * Whether a role may open a staff view. Anyone else is sent to their own first view (a volunteer's
 * is the check-in desk, a kiosk's its kiosk screen); a user without a staff role is sent to the admin home, which tells them
 * they have no access.
 */
export function staffViewAccess(href: StaffViewHref, role: Role | null): StaffViewAccess {
  const own = viewsFor(role)
  if (role && own.some((view) => view.href === href)) return { kind: 'open', role }
  const home = own[0]?.href ?? HOME
  return home === href ? { kind: 'denied' } : { kind: 'redirect', to: home }
}

/** Whether a nav link is the page being shown: the overview only at /admin itself. */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)
