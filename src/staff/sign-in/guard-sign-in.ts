import { createHmac } from 'node:crypto'

import { APIError, AuthenticationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import type { RateLimitRule } from '@/platform/rate-limit/rate-limit-rule'
import { clientAddress, hitRateLimit, resetRateLimit, signInRateLimit } from '@/platform/rate-limit/rate-limit'

import { isPasswordCorrect } from './check-password'

export const SIGN_IN_MESSAGES = {
  tooManySignIns: 'Too many sign-in attempts from your connection. Please wait a few minutes and try again.',
  accountPaused:
    'Too many failed sign-ins to this account from your connection. Please wait ten minutes and try again.',
  tooManyResets: 'Too many password-reset requests from your connection. Please try again later.',
} as const

/** Five tries at one account from one address without getting in, then none for the rest of ten minutes. */
export const ACCOUNT_ATTEMPTS: RateLimitRule = { max: 5, windowSeconds: 600 }

/**
 * Staff sign-in, before Payload handles it (REST, GraphQL and the admin's own form all run this
 * operation; "forgot password" is counted in request-password-reset.ts). Without the password an attacker can neither tell accounts apart
 * nor lock anyone out:
 * - each client address has a budget of sign-ins;
 * - five tries at one e-mail address from one client address without getting in stop further tries
 *   of it from there for ten minutes, whether or not the account exists; the staff member elsewhere
 *   signs in as usual;
 * - the password is checked here, against a stand-in for a missing account, so a wrong password and
 *   an unknown account take the same time and get the same answer. Payload therefore only ever sees
 *   correct passwords, and its own account lock (set by wrong second-factor codes) is announced only
 *   to someone who knows the password.
 * Server code signing in through the local API is not a visitor and is not limited.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'login') return

  const address = clientAddress(req.headers)
  await spend(req, `sign-in:${address}`, signInRateLimit(), SIGN_IN_MESSAGES.tooManySignIns)
  const { email, password } = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  // Payload answers a missing e-mail or password itself.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password.trim()) return

  const account = email.toLowerCase().trim()
  // A keyed hash: the table never holds an e-mail address.
  const accountKey = `sign-in-account:${address}:${createHmac('sha256', req.payload.secret).update(account).digest('hex').slice(0, 32)}`
  await spend(req, accountKey, ACCOUNT_ATTEMPTS, SIGN_IN_MESSAGES.accountPaused)
  const user = await req.payload.db.findOne<{ id: number | string; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { email: { equals: account } },
  })
  if (!(await isPasswordCorrect(user, password))) throw new AuthenticationError(req.t)
  await resetRateLimit(req.payload, accountKey)
}

/** A 429 with its message; named so that Payload logs it as a refusal (`loggingLevels`), not as a server fault. */
export class TooManyAttempts extends APIError {
  constructor(message: string) {
    super(message, 429, undefined, true)
    // Set by hand: a bundler may rename the class.
    this.name = 'TooManyAttempts'
  }
}

async function spend(req: PayloadRequest, key: string, rule: RateLimitRule, message: string): Promise<void> {
  const { isAllowed } = await hitRateLimit(req.payload, key, rule)
  if (!isAllowed) throw new TooManyAttempts(message)
}
