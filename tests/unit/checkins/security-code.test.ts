import { describe, expect, it } from 'vitest'

import { isSameSecurityCode, newSecurityCode, SECURITY_CODE_ALPHABET } from '@/checkins/rules/security-code'

describe("a children's session security code", () => {
  it('has no look-alike characters in its alphabet', () => {
    for (const lookAlike of '0O1IL5S2Z8B') expect(SECURITY_CODE_ALPHABET).not.toContain(lookAlike)
  })
  it('is four characters drawn from the alphabet by the random source given', () => {
    const picks = [0, 1, 2, SECURITY_CODE_ALPHABET.length - 1]
    expect(newSecurityCode(() => picks.shift()!)).toBe(`ACD${SECURITY_CODE_ALPHABET.at(-1)}`)
  })
  it('matches what was typed whatever its case and spaces, and nothing when there is no code', () => {
    expect(isSameSecurityCode(' ac d9 ', 'ACD9')).toBe(true)
    expect(isSameSecurityCode('ACD7', 'ACD9')).toBe(false)
    expect(isSameSecurityCode('', null)).toBe(false)
  })
})
