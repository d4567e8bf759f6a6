import { ROLES, type Role } from './roles-list'
import { secondFactorStateOf } from './second-factor'

type MaybeUser = { role?: string | null; collection?: string; _strategy?: string | null } | null | undefined

/**
 * The role a user acts with: only a signed-in staff user with a known role counts, and only once
 * their session has passed the second factor where one is needed. Until then they can do nothing.
 */
export function roleOf(user: MaybeUser): Role | null {
  if (secondFactorStateOf(user) !== 'complete') return null
  return assignedRoleOf(user)
}

/** The role on the account, whether or not this session has passed its second factor yet. */
export function assignedRoleOf(user: MaybeUser): Role | null {
  if (!user || user.collection !== 'users') return null
  return (ROLES as readonly string[]).includes(user.role ?? '') ? (user.role as Role) : null
}

export function hasAnyRole(user: MaybeUser, roles: readonly Role[]): boolean {
  const role = roleOf(user)
  return role !== null && roles.includes(role)
}
