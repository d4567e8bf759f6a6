import { describe, expect, it } from 'vitest'

import {
  decodeBase32,
  encodeBase32,
  generateTotpSecret,
  isReplayedStep,
  totpCodeAt,
  totpCodeForStep,
  totpStepAt,
  totpUri,
  verifyTotp,
} from '@/staff/two-factor/totp'

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", codes are 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii')
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 SHA-1 code at %i seconds', (seconds, code) => {
    expect(totpCodeForStep(RFC_SEED, totpStepAt(seconds * 1000), 8)).toBe(code)
  })

  it('gives the six-digit code an authenticator app shows (the last six digits of the RFC values)', () => {
    expect(totpCodeAt(RFC_SEED, 59_000)).toBe('287082')
    expect(totpCodeAt(encodeBase32(RFC_SEED), 1111111109_000)).toBe('081804')
  })

  it('round-trips base32 and forgives case, spaces and padding', () => {
    expect(encodeBase32(RFC_SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(decodeBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====')).toEqual(RFC_SEED)
    expect(() => decodeBase32('GEZD1')).toThrow(/base32/)
  })

  it('generates 160-bit secrets, different every time', () => {
    const secret = generateTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(decodeBase32(secret)).toHaveLength(20)
    expect(generateTotpSecret()).not.toBe(secret)
  })

  it('accepts the current code and one step either side, returning the step it matched', () => {
    const secret = generateTotpSecret()
    const at = 1_700_000_000_000
    const step = totpStepAt(at)
    expect(verifyTotp(secret, totpCodeForStep(secret, step), { at })).toBe(step)
    expect(verifyTotp(secret, totpCodeForStep(secret, step - 1), { at })).toBe(step - 1)
    expect(verifyTotp(secret, totpCodeForStep(secret, step + 1), { at })).toBe(step + 1)
  })

  it('refuses codes two steps away, malformed codes and the wrong secret', () => {
    const secret = 'JBSWY3DPEHPK3PXP'
    const at = 1_700_000_000_000
    const step = totpStepAt(at)
    expect(verifyTotp(secret, totpCodeForStep(secret, step - 2), { at })).toBeNull()
    expect(verifyTotp(secret, totpCodeForStep(secret, step + 2), { at })).toBeNull()
    expect(verifyTotp(secret, '12345', { at })).toBeNull()
    expect(verifyTotp(secret, 'abcdef', { at })).toBeNull()
    expect(verifyTotp(RFC_SEED, '000000', { at: 59_000 })).toBeNull()
    expect(verifyTotp(secret, ` ${totpCodeForStep(secret, step).replace(/(\d{3})/, '$1 ')} `, { at })).toBe(step)
  })

  it('treats a step at or before the last accepted one as a replay', () => {
    expect(isReplayedStep(100, null)).toBe(false)
    expect(isReplayedStep(100, 99)).toBe(false)
    expect(isReplayedStep(100, 100)).toBe(true)
    expect(isReplayedStep(99, 100)).toBe(true)
  })

  it('builds the otpauth URI authenticator apps scan', () => {
    const uri = totpUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'ann@church.example', issuer: 'Grace Church' })
    expect(uri).toBe(
      'otpauth://totp/Grace%20Church:ann%40church.example?secret=JBSWY3DPEHPK3PXP&issuer=Grace+Church&algorithm=SHA1&digits=6&period=30',
    )
  })
})
