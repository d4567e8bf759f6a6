import type { Payload } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import type { User } from '@/payload-types'

/**
 * The staff member previewing drafts, read afresh from this request's own sign-in (cookie or
 * header): an admin or editor whose sign-in is complete, or nobody. Next's draft-mode cookie only
 * says a preview was asked for; it is the same for everyone and outlives a sign-out, so it is never
 * enough on its own.
 */
export async function readPreviewer(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers })
  return user?.collection === 'users' && hasAnyRole(user, ['admin', 'editor']) ? (user as User) : null
}
