import { createHash, createHmac, randomBytes } from 'node:crypto'

export const VERIFICATION_TOKEN_DAYS = 7

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The token of a one-time link (e-mail verification, second-factor set-up, staff invitation): 256
 * random bits; only the hash is stored, so a database leak reveals no usable link.
 */
export function createLinkToken(validForMs: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + validForMs) }
}

export function createVerificationToken(now = new Date()) {
  const { token, hash, expiresAt } = createLinkToken(VERIFICATION_TOKEN_DAYS * 24 * 60 * 60 * 1000, now)
  return { token, hash, expiresAt: expiresAt.toISOString() }
}

/**
 * The "manage my registration" link of one registration: a keyed hash of its id and creation time,
 * so every confirmation carries the same link and a later e-mail (a repeat submission by anyone who
 * knows the name and address) never stops the link in an earlier one from working. Only its hash is
 * stored; making the link again needs the server secret.
 */
export function manageTokenFor(secret: string, registration: { id: number | string; createdAt: string }) {
  const token = createHmac('sha256', secret)
    .update(`manage-registration:${registration.id}:${registration.createdAt}`)
    .digest('base64url')
  return { token, hash: hashToken(token) }
}
