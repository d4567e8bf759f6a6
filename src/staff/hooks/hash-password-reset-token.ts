import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import { hashToken } from '@/platform/crypto/tokens'

// A SHA-256 hash as hashToken writes it; Payload's own tokens are 40 hex characters, so never one of these.
const isHashed = (value: string) => /^[0-9a-f]{64}$/.test(value)

/**
 * A password-reset token is stored as its hash, like every other token in a link: the plain token
 * exists only in the e-mail, so a database leak gives nobody a way into a staff account. Payload
 * stores the token with an ordinary update, which this hook sees.
 */
export const storeResetTokenHashed: CollectionBeforeChangeHook = ({ data }) => {
  const token: unknown = data.resetPasswordToken
  if (typeof token === 'string' && token && !isHashed(token)) return { ...data, resetPasswordToken: hashToken(token) }
  return data
}

/**
 * The other half: Payload looks the account up by the token it is given, so the token is hashed
 * first. Changed in place, because Payload reads the request's data from the object it already holds.
 */
export const findResetTokenByHash: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { token?: unknown } }).data
  if (data && typeof data.token === 'string') data.token = hashToken(data.token)
  return args
}
