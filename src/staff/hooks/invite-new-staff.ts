import { randomBytes } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { INVITATION_PASSWORD_PLACEHOLDER } from '../rules/staff-invitations'
import { issueInvitation, type InvitedAccount } from '../invitations/issue-invitation'

/**
 * An account created without a password (every account an admin makes) is invited: the person
 * chooses their own password from the e-mailed link. Payload needs a password to create an account,
 * so it gets a random one that nobody ever sees, and the account cannot sign in until it is accepted.
 * An account created with a password (the seed, the very first account) is active at once.
 */
export const prepareInvitation: CollectionBeforeChangeHook = ({ data, operation }) => {
  const isPasswordGiven =
    typeof data.password === 'string' && data.password !== '' && data.password !== INVITATION_PASSWORD_PLACEHOLDER
  if (operation !== 'create' || isPasswordGiven) return data
  return { ...data, password: randomBytes(32).toString('base64url'), accountStatus: 'invited' }
}

/** The invitation goes out with the account, in its transaction: if it cannot be sent, no account is made. */
export const sendInvitation: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create' && doc.accountStatus === 'invited')
    await issueInvitation(req, doc as InvitedAccount, { isResend: false })
  return doc
}
