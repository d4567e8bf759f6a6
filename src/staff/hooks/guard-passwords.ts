import {
  AuthenticationError,
  ValidationError,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { INVITATION_PASSWORD_PLACEHOLDER, STAFF_INVITATION_MESSAGES } from '../rules/staff-invitations'

/**
 * Nobody signed in sets a password but the account's owner: an admin creates an account without one
 * (it is invited) and never changes someone else's, so no admin ever knows another person's password.
 * Refused with a message before Payload would quietly drop the value (see `passwordFieldAccess`).
 * Only admins may create accounts or change others', so only they are told; anyone else is refused
 * by the collection's access first, like any other attempt. Server code without a user (the seed,
 * accepting an invitation, a password reset) is not asked.
 */
export const refuseOthersPasswords: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!req.user || !hasAnyRole(req.user, ['admin']) || (operation !== 'create' && operation !== 'update')) return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password !== 'string' || password === '') return args
  if (operation === 'create') {
    if (password === INVITATION_PASSWORD_PLACEHOLDER) return args
    throw invalid(req, STAFF_INVITATION_MESSAGES.noPasswordOnCreate)
  }
  const id = (args as { id?: unknown }).id
  if (id === undefined || id === null || String(id) !== String(req.user.id))
    throw invalid(req, STAFF_INVITATION_MESSAGES.othersPassword)
  return args
}

/**
 * Who may set Payload's own password field, as field access, which the admin's screens follow: no
 * password boxes when an admin creates an account, and "Change password" only on one's own. `read`
 * is allowed because Payload's admin drops a field whose permissions are all refused, and would then
 * show the password boxes to everyone; there is nothing to read (the field is virtual and hidden).
 */
export const passwordFieldAccess: { create: FieldAccess; read: FieldAccess; update: FieldAccess } = {
  create: ({ req }) => !req.user,
  read: () => true,
  update: ({ req, id }) => !req.user || (id !== undefined && String(id) === String(req.user.id)),
}

/** An invited account signs in only once its invitation is accepted; the answer is the same as for a wrong password. */
export const refuseSignInUntilAccepted: CollectionBeforeLoginHook = ({ req, user }) => {
  if ((user as { accountStatus?: string | null }).accountStatus === 'invited') throw new AuthenticationError(req.t)
  return user
}

const invalid = (req: PayloadRequest, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ message, path: 'password' }], req }, req.t)
