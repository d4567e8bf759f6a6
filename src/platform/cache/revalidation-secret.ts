import { randomBytes, timingSafeEqual } from 'node:crypto'

/** The header that carries the secret on the production server's calls to its own Next. */
export const REVALIDATION_SECRET_HEADER = 'x-church-site-revalidate'

/**
 * A secret made when the production server starts, which never leaves the process: the server
 * and Next's compiled route code share it through globalThis (each loads its own copy of this module).
 */
const KEY = Symbol.for('church-site.revalidation-secret')
type Registry = { [KEY]?: Buffer }

export function createRevalidationSecret(): string {
  const secret = randomBytes(32)
  ;(globalThis as Registry)[KEY] = secret
  return secret.toString('hex')
}

/** False for any value where no production server made a secret (`next dev`, tests). */
export function isRevalidationSecret(value: string | null): boolean {
  const secret = (globalThis as Registry)[KEY]
  if (!secret || !value || !/^[0-9a-f]{64}$/.test(value)) return false
  return timingSafeEqual(Buffer.from(value, 'hex'), secret)
}
