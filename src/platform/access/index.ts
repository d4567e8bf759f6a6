import type { Access, FieldAccess } from 'payload'

import type { Role } from './roles-list'

import { hasAnyRole, roleOf } from './roles'

/** Collection or global access for the given staff roles (deny everyone else, visitors included). */
export const hasRole =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasAnyRole(req.user, roles)

/** Field-level equivalent of `hasRole`. */
export const fieldHasRole =
  (...roles: Role[]): FieldAccess =>
  ({ req }) =>
    hasAnyRole(req.user, roles)

export const isAdmin = hasRole('admin')
export const isContentStaff = hasRole('admin', 'editor')
/** Staff who work in the admin panel: every role but the kiosk, which only checks people in at its own screen. */
export const isPanelStaff = (user: Parameters<typeof roleOf>[0]) => {
  const role = roleOf(user)
  return role !== null && role !== 'kiosk'
}
export const isAnyStaff: Access = ({ req }) => isPanelStaff(req.user)
export const nobody: Access = () => false
export const anyone: Access = () => true

export const fieldIsAdmin = fieldHasRole('admin')
export const fieldNobody: FieldAccess = () => false

/** Visitors see published documents only; content staff see drafts too. */
export const publishedOrContentStaff: Access = ({ req }) => {
  if (hasAnyRole(req.user, ['admin', 'editor'])) return true
  return { _status: { equals: 'published' } }
}

/** Admins see every account; anyone signed in sees only their own (so the admin can say "access denied"). */
export const adminOrSelfRead: Access = ({ req }) => {
  if (hasAnyRole(req.user, ['admin'])) return true
  if (req.user?.collection !== 'users') return false
  return { id: { equals: req.user.id } }
}

/** Admins edit every account; other staff only their own; a kiosk device or a user without a role nothing. */
export const adminOrSelfUpdate: Access = ({ req }) => {
  if (hasAnyRole(req.user, ['admin'])) return true
  if (!isPanelStaff(req.user) || !req.user) return false
  return { id: { equals: req.user.id } }
}

type AdminHideable = { admin?: { hidden?: boolean | ((args: { user: never }) => boolean) } }

/**
 * Volunteers work the door only, and a kiosk its own screen: every collection and global disappears
 * from their admin navigation (their API access is still decided by each collection's own rules).
 */
export function hideFromVolunteers<T extends AdminHideable>(entity: T): T {
  const hidden = entity.admin?.hidden
  if (hidden === true) return entity
  return {
    ...entity,
    admin: {
      ...entity.admin,
      hidden: ({ user }: { user: never }) =>
        roleOf(user) === 'volunteer' ||
        roleOf(user) === 'kiosk' ||
        (typeof hidden === 'function' ? hidden({ user }) : false),
    },
  }
}
