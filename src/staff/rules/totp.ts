import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** RFC 6238 time-based one-time passwords as authenticator apps expect them: SHA-1, 30 s, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30
const TOTP_DIGITS = 6

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, the form authenticator apps accept. */
export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let output = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31]
  return output
}

/** Reads base32 as people type it: case, spaces and padding are forgiven; any other character is refused. */
export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const character of clean) {
    const index = BASE32_ALPHABET.indexOf(character)
    if (index === -1) throw new Error(`Invalid base32 character "${character}"`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32-encoded. */
export function generateTotpSecret(): string {
  return encodeBase32(randomBytes(20))
}

/** The 30-second step a moment falls in. */
export function totpStepAt(at: Date | number = Date.now()): number {
  return Math.floor(Number(at) / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code for one step (RFC 4226 HOTP with the step as the counter). */
export function totpCodeForStep(secret: Buffer | string, step: number, digits = TOTP_DIGITS): string {
  const key = typeof secret === 'string' ? decodeBase32(secret) : secret
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hmac = createHmac('sha1', key).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0xf
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(binary).padStart(digits, '0')
}

/** The code an authenticator app shows at a moment. */
export function totpCodeAt(secret: Buffer | string, at: Date | number = Date.now(), digits = TOTP_DIGITS): string {
  return totpCodeForStep(secret, totpStepAt(at), digits)
}

/**
 * Checks a code against the step now and one either side (clock drift, slow typing). Returns the
 * step it matched, so the caller can refuse that step and any earlier one next time (replay), or
 * null. Spaces in the code are ignored; anything else that is not six digits never matches.
 */
export function verifyTotp(
  secret: Buffer | string,
  code: string,
  { at = Date.now(), window = 1 }: { at?: Date | number; window?: number } = {},
): number | null {
  const candidate = code.replace(/\s/g, '')
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(candidate)) return null
  const now = totpStepAt(at)
  let matched: number | null = null
  // Every step in the window is compared, so the time taken says nothing about which matched.
  for (let step = now - window; step <= now + window; step++) {
    if (timingSafeEqual(Buffer.from(totpCodeForStep(secret, step)), Buffer.from(candidate)) && matched === null)
      matched = step
  }
  return matched
}

/** A replayed code is one whose step is not after the last step accepted for that account. */
export function isReplayedStep(step: number, lastAcceptedStep: number | null | undefined): boolean {
  return typeof lastAcceptedStep === 'number' && step <= lastAcceptedStep
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function totpUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  return `otpauth://totp/${label}?${params.toString()}`
}
