import { createHmac, timingSafeEqual } from 'node:crypto'

import { normaliseEmail } from '@/lib/normalise'
import { env } from '@/server/env'

const secret = () => {
  const value = env('PAYLOAD_SECRET')
  if (!value) throw new Error('PAYLOAD_SECRET is needed to sign message links.')
  return value
}

// The "unsubscribe:" prefix predates the preferences page; it stays so that links already sent keep working.
const signature = (email: string) => createHmac('sha256', secret()).update(`unsubscribe:${email}`).digest('base64url').slice(0, 32)

/**
 * The signed token in every message's footer links: it proves the holder received mail at the
 * address, so it lets them manage that address's messaging preferences (the preferences page and
 * the unsubscribe link) and nothing else. It does not expire, because a link in an old e-mail must
 * keep working.
 */
export function createAddressToken(email: string): string {
  const address = normaliseEmail(email)
  return `${Buffer.from(address).toString('base64url')}.${signature(address)}`
}

/** The address a token was made for, or null when it is missing, malformed or forged. */
export function readAddressToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null
  const [encoded, given] = token.split('.')
  if (!encoded || !given) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(email))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null
}
