import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { normaliseEmail } from '@/platform/data/normalise'
import { hitRateLimit, resetRateLimit } from '@/platform/rate-limit/rate-limit'
import { isPasswordCorrect } from '../sign-in/check-password'
import { ACCOUNT_ATTEMPTS, TooManyAttempts } from '../sign-in/guard-sign-in'
import { CONFIRMED_EMAIL_CHANGE } from './hold-email-change'

export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Enter your current password to change an e-mail address or a password.',
  wrong: 'Your current password is not right.',
  tooMany: 'Too many wrong current passwords. Please wait ten minutes and try again.',
} as const

/**
 * A new e-mail address or password for a staff account needs the current password of whoever makes
 * the change: the account's owner, or an admin changing someone else's account (their own password,
 * since they do not know the other's). A session left open or stolen is then not enough to take an
 * account over. Server code acting without a user (the seed) is not asked.
 *
 * The change also ends the account's other sessions, so whoever else was signed in has to sign in
 * again with the new details: Payload does that for a new password, and a new address does it once
 * confirmed from that address (hold-email-change.ts).
 * The password given is never stored (`currentPassword` is a virtual field).
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({
  context,
  data,
  originalDoc,
  operation,
  req,
}) => {
  const { currentPassword, ...rest } = data
  // A confirmed address change: the link e-mailed to the new address is the authority.
  if (operation !== 'update' || !originalDoc || context[CONFIRMED_EMAIL_CHANGE]) return rest
  const isNewEmail = typeof rest.email === 'string' && normaliseEmail(rest.email) !== normaliseEmail(originalDoc.email)
  const isNewPassword = typeof rest.password === 'string' && rest.password !== ''
  if (!isNewEmail && !isNewPassword) return rest

  if (req.user) await checkCurrentPassword(req, currentPassword)
  // Applied at once (server code without a user): the other sessions end now. Asked for by a person,
  // it waits for confirmation (hold-email-change.ts), which ends every session then.
  if (isNewEmail && !req.user) rest.sessions = []
  return rest
}

async function checkCurrentPassword(req: PayloadRequest, given: unknown): Promise<void> {
  if (typeof given !== 'string' || !given) throw invalid(req, CURRENT_PASSWORD_MESSAGES.missing)
  // Counted before the check, so guessing costs as much as guessing at sign-in does.
  const key = `current-password:${req.user!.id}`
  if (!(await hitRateLimit(req.payload, key, ACCOUNT_ATTEMPTS)).isAllowed)
    throw new TooManyAttempts(CURRENT_PASSWORD_MESSAGES.tooMany)
  const actor = await req.payload.db.findOne<{ id: number | string; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { id: { equals: req.user!.id } },
    req,
  })
  if (!(await isPasswordCorrect(actor, given))) throw invalid(req, CURRENT_PASSWORD_MESSAGES.wrong)
  await resetRateLimit(req.payload, key)
}

const invalid = (req: PayloadRequest, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ message, path: 'currentPassword' }], req }, req.t)
