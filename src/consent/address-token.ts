import { createHmac, timingSafeEqual } from 'node:crypto'

import { normaliseEmail } from '@/platform/data/normalise'
import { seal, unseal } from '@/platform/crypto/sealed-box'
import { env } from '@/platform/env'

const secret = () => {
  const value = env('PAYLOAD_SECRET')
  if (!value) throw new Error('PAYLOAD_SECRET is needed to sign message links.')
  return value
}

const PURPOSE = 'message-link-address'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * The token in every message's footer links: it proves the holder received mail at the address, so
 * it lets them manage that address's messaging preferences (the preferences page and the unsubscribe
 * link) and nothing else. The address is sealed in it (AES-256-GCM), because links end up in server
 * and proxy logs and browser history and must not show whose they are. It does not expire, because
 * a link in an old e-mail must keep working.
 */
export function createAddressToken(email: string): string {
  const { iv, tag, ciphertext } = seal({ secret: secret(), purpose: PURPOSE, plaintext: normaliseEmail(email) })
  return Buffer.concat([iv, tag, ciphertext]).toString('base64url')
}

/** The address a token was made for, or null when it is missing, malformed or forged. */
export function readAddressToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null
  // Base64url has no dot: a dot marks a link sent before addresses were sealed.
  return token.includes('.') ? readSignedAddress(token) : readSealedAddress(token)
}

function readSealedAddress(token: string): string | null {
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null
  const sealed = {
    iv: bytes.subarray(0, IV_BYTES),
    tag: bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
    ciphertext: bytes.subarray(IV_BYTES + TAG_BYTES),
  }
  try {
    return unseal({ secret: secret(), purpose: PURPOSE, sealed })
  } catch {
    return null
  }
}

// The "unsubscribe:" prefix predates the preferences page.
const signature = (email: string) =>
  createHmac('sha256', secret()).update(`unsubscribe:${email}`).digest('base64url').slice(0, 32)

/** The earlier format, the address in base64url and an HMAC: still read, so links already sent keep working, but never issued. */
function readSignedAddress(token: string): string | null {
  const [encoded, given] = token.split('.')
  if (!encoded || !given) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(email))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null
}
