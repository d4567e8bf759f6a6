export const ROLES = ['admin', 'editor', 'volunteer'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: string | null; collection?: string } | null | undefined

/** Only a signed-in staff user with a known role counts; a user without a role can do nothing. */
export function roleOf(user: MaybeUser): Role | null {
  if (!user || user.collection !== 'users') return null
  return (ROLES as readonly string[]).includes(user.role ?? '') ? (user.role as Role) : null
}

export function hasAnyRole(user: MaybeUser, roles: readonly Role[]): boolean {
  const role = roleOf(user)
  return role !== null && roles.includes(role)
}
