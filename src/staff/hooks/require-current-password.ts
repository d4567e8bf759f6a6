import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { normaliseEmail } from '@/platform/data/normalise'
import { hitRateLimit, resetRateLimit } from '@/platform/rate-limit/rate-limit'
import { isPasswordCorrect } from '../sign-in/check-password'
import { ACCOUNT_ATTEMPTS, TooManyAttempts } from '../sign-in/guard-sign-in'

export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Enter your current password to change an e-mail address or a password.',
  wrong: 'Your current password is not right.',
  tooMany: 'Too many wrong current passwords. Please wait ten minutes and try again.',
} as const

type Session = { id: string }

/**
 * A new e-mail address or password for a staff account needs the current password of whoever makes
 * the change: the account's owner, or an admin changing someone else's account (their own password,
 * since they do not know the other's). A session left open or stolen is then not enough to take an
 * account over. Server code acting without a user (the seed) is not asked.
 *
 * The change also ends the account's other sessions, so whoever else was signed in has to sign in
 * again with the new details: Payload does that for a new password, this does it for a new address.
 * The password given is never stored (`currentPassword` is a virtual field).
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const { currentPassword, ...rest } = data
  if (operation !== 'update' || !originalDoc) return rest
  const isNewEmail = typeof rest.email === 'string' && normaliseEmail(rest.email) !== normaliseEmail(originalDoc.email)
  const isNewPassword = typeof rest.password === 'string' && rest.password !== ''
  if (!isNewEmail && !isNewPassword) return rest

  if (req.user) await checkCurrentPassword(req, currentPassword)
  if (isNewEmail) rest.sessions = sessionsKept(req, originalDoc)
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

/** Only the session making the change survives it, and only when it is the account's own. */
function sessionsKept(req: PayloadRequest, account: { id: number | string; sessions?: Session[] | null }): Session[] {
  const isOwnAccount = req.user?.collection === 'users' && String(req.user.id) === String(account.id)
  const sid = isOwnAccount ? (req.user as { _sid?: string })._sid : undefined
  return sid ? (account.sessions ?? []).filter((session) => session.id === sid) : []
}

const invalid = (req: PayloadRequest, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ message, path: 'currentPassword' }], req }, req.t)
