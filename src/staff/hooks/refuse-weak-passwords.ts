import { APIError, ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { staffPasswordProblem } from '../rules/password-policy'
import { INVITATION_PASSWORD_PLACEHOLDER } from '../rules/staff-invitations'

/**
 * Every password a staff member chooses — accepting an invitation, a "forgot password" reset, or
 * changing their own — is at least 12 characters and not a common or guessable one (see
 * `staffPasswordProblem`), refused with a message on the password field before anything is saved. The
 * person's own name and address count as guessable. Accounts are created without a password (they
 * are invited), so creating one is not asked.
 */
export const refuseWeakPasswords: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password !== 'string' || password === '' || password === INVITATION_PASSWORD_PLACEHOLDER) return args
  // A reset names the account by its token (hashed by findResetTokenByHash, which runs first).
  const id =
    operation === 'resetPassword'
      ? await accountOfResetToken(req, (args as { data?: { token?: unknown } }).data?.token)
      : (args as { id?: unknown }).id
  const problem = staffPasswordProblem(password, await personalWords(req, id))
  if (!problem) return args
  // Payload's reset screen shows an error's own message (a field error there reads only "invalid: password").
  if (operation === 'resetPassword')
    throw new APIError(problem, 400, { errors: [{ path: 'password', message: problem }] }, true)
  throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }], req }, req.t)
}

async function accountOfResetToken(req: PayloadRequest, token: unknown): Promise<number | null> {
  if (typeof token !== 'string' || !token) return null
  // As Payload's reset finds it: the token is a hidden field, read by the database adapter directly.
  const user = await req.payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: token } },
    req,
  })
  return user?.id ?? null
}

/** The account's own name and address, which a password must not be made of. */
async function personalWords(req: PayloadRequest, id: unknown): Promise<string[]> {
  if (typeof id !== 'number' && typeof id !== 'string') return []
  const user = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, fullName: true },
    req,
  })
  return user ? [user.email, user.fullName].filter((value): value is string => Boolean(value)) : []
}
