import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

const VERSION = 'v1'

/** A key for second-factor secrets only, derived from the server secret (rotating that one invalidates enrolments). */
function keyFor(payload: Payload): Buffer {
  return Buffer.from(hkdfSync('sha256', payload.secret, 'church-site', 'two-factor-secret', 32))
}

/** AES-256-GCM, so a secret read straight from the database (a backup, a leaked dump) is useless alone. */
export function sealSecret(payload: Payload, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(payload), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':')
}

export function openSecret(payload: Payload, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(':')
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('Unreadable second-factor secret')
  const decipher = createDecipheriv('aes-256-gcm', keyFor(payload), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
}
