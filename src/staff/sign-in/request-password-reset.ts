import { APIError, type PayloadRequest, type TaskConfig } from 'payload'

import { clientAddress, hitRateLimit, passwordResetRateLimit } from '@/platform/rate-limit/rate-limit'

import { SIGN_IN_MESSAGES, TooManyAttempts } from './guard-sign-in'

/** Payload's own answer to a request without an address, kept word for word. */
const MISSING_EMAIL = 'Missing email.'

/**
 * "Forgot password" (REST, GraphQL and the admin's form): counted against the client address's
 * allowance, then queued, and answered the same whether or not an account has that address. The
 * request does the same work either way (one count, one queued job): finding the account, storing
 * its token and sending the e-mail happen in the job, so the answer's timing says nothing about
 * which staff accounts exist.
 */
export async function requestPasswordReset(req: PayloadRequest, email: unknown): Promise<void> {
  const limit = await hitRateLimit(
    req.payload,
    `password-reset:${clientAddress(req.headers)}`,
    passwordResetRateLimit(),
  )
  if (!limit.isAllowed) throw new TooManyAttempts(SIGN_IN_MESSAGES.tooManyResets)
  const address = typeof email === 'string' ? email.trim().toLowerCase() : ''
  if (!address) throw new APIError(MISSING_EMAIL, 400, undefined, true)
  await req.payload.jobs.queue({ task: 'sendPasswordReset', input: { email: address.slice(0, 320) }, req })
}

/**
 * Payload's own forgot-password work, for the address queued above: an account with it gets a new
 * reset token (stored hashed) and the e-mail with the link; an unknown address gets nothing. Payload
 * sends one such e-mail per account at most every 15 seconds, so a retry never sends a second.
 */
export const sendPasswordResetTask: TaskConfig<'sendPasswordReset'> = {
  slug: 'sendPasswordReset',
  retries: 3,
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await req.payload.forgotPassword({ collection: 'users', data: { email: input.email }, req })
    return { output: {} }
  },
}
