import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM under a key for one purpose only, derived from the server secret: what is sealed can
 * be neither read nor forged without that secret (a leaked database dump or a link in a log shows
 * nothing), and rotating the secret makes everything sealed with it unreadable.
 */
export type SealedParts = { iv: Buffer; tag: Buffer; ciphertext: Buffer }

const keyFor = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'church-site', purpose, 32))

export function seal({
  secret,
  purpose,
  plaintext,
}: {
  secret: string
  purpose: string
  plaintext: string
}): SealedParts {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return { iv, tag: cipher.getAuthTag(), ciphertext }
}

/** The sealed text; throws when it was sealed for another purpose, with another secret, or altered. */
export function unseal({ secret, purpose, sealed }: { secret: string; purpose: string; sealed: SealedParts }): string {
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), sealed.iv)
  decipher.setAuthTag(sealed.tag)
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8')
}
