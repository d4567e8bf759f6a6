import type { Payload } from 'payload'

import { seal, unseal } from '@/platform/crypto/sealed-box'

const VERSION = 'v1'
// Its own key, so that nothing sealed for another purpose opens as a second-factor secret.
const PURPOSE = 'two-factor-secret'

/** Stored sealed, so a secret read straight from the database (a backup, a leaked dump) is useless alone. */
export function sealSecret(payload: Payload, secret: string): string {
  const { iv, tag, ciphertext } = seal({ secret: payload.secret, purpose: PURPOSE, plaintext: secret })
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':')
}

export function openSecret(payload: Payload, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(':')
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('Unreadable second-factor secret')
  const parts = {
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(sealed, 'base64url'),
  }
  return unseal({ secret: payload.secret, purpose: PURPOSE, sealed: parts })
}
