import { HOTP, Secret, TOTP } from 'otpauth'

/** RFC 6238 time-based one-time passwords as authenticator apps expect them: SHA-1, 30 s, 6 digits (otpauth's defaults). */
export const TOTP_PERIOD_SECONDS = 30
const TOTP_DIGITS = 6

/** otpauth's secret from bytes (copied: a Buffer may be a view into a larger pool) or from base32. */
const secretOf = (secret: Uint8Array | string) =>
  new Secret({ buffer: Uint8Array.from(typeof secret === 'string' ? decodeBase32(secret) : secret).buffer })

/** RFC 4648 base32 without padding, the form authenticator apps accept. */
export function encodeBase32(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32
}

/** Reads base32 as people type it: case, spaces, hyphens and padding are forgiven; any other character is refused. */
export function decodeBase32(text: string): Buffer {
  try {
    return Buffer.from(Secret.fromBase32(text.replace(/[\s-]/g, '')).bytes)
  } catch (error) {
    throw new Error(`Invalid base32: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32-encoded. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The 30-second step a moment falls in. */
export function totpStepAt(at: Date | number = Date.now()): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: Number(at) })
}

/** The code for one step (RFC 4226 HOTP with the step as the counter). */
export function totpCodeForStep(secret: Uint8Array | string, step: number, digits = TOTP_DIGITS): string {
  return HOTP.generate({ secret: secretOf(secret), counter: step, digits })
}

/** The code an authenticator app shows at a moment. */
export function totpCodeAt(secret: Uint8Array | string, at: Date | number = Date.now(), digits = TOTP_DIGITS): string {
  return TOTP.generate({ secret: secretOf(secret), timestamp: Number(at), digits, period: TOTP_PERIOD_SECONDS })
}

/**
 * Checks a code against the step now and one either side (clock drift, slow typing). Returns the
 * step it matched, so the caller can refuse that step and any earlier one next time (replay), or
 * null. Spaces in the code are ignored; anything else that is not six digits never matches.
 */
export function verifyTotp(
  secret: Uint8Array | string,
  code: string,
  { at = Date.now(), window = 1 }: { at?: Date | number; window?: number } = {},
): number | null {
  const candidate = code.replace(/\s/g, '')
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(candidate)) return null
  const timestamp = Number(at)
  const delta = TOTP.validate({
    token: candidate,
    secret: secretOf(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp,
    window,
  })
  return delta === null ? null : totpStepAt(timestamp) + delta
}

/** A replayed code is one whose step is not after the last step accepted for that account. */
export function isReplayedStep(step: number, lastAcceptedStep: number | null | undefined): boolean {
  return typeof lastAcceptedStep === 'number' && step <= lastAcceptedStep
}

/**
 * The otpauth:// URI authenticator apps read from the QR code (Key Uri Format), with the issuer
 * both in the label and as a parameter, and the parameters apps read written out.
 */
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
