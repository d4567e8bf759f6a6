import { createHash, randomBytes } from 'node:crypto'

export const VERIFICATION_TOKEN_DAYS = 7

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** 256 random bits; only the hash is stored, so a database leak reveals no usable link. */
export function createVerificationToken(now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + VERIFICATION_TOKEN_DAYS * 24 * 60 * 60 * 1000)
  return { token, hash: hashToken(token), expiresAt: expiresAt.toISOString() }
}

/** The "manage my registration" link: random, stored only as a hash, replaced by every new confirmation. */
export function createManageToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}
