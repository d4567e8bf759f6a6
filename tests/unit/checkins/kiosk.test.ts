import { describe, expect, it } from 'vitest'

import { kioskName, newKioskCode, normaliseKioskCode } from '@/checkins/rules/kiosk'
import { SECURITY_CODE_ALPHABET } from '@/checkins/rules/security-code'

describe('kioskName', () => {
  it('shows the first name and the initial of the last, whatever comes between', () => {
    expect(kioskName('Ada Lovelace')).toBe('Ada L.')
    expect(kioskName('  Tom  Junior  lovelace ')).toBe('Tom L.')
    expect(kioskName("Mary-Jane O'Neill")).toBe('Mary-Jane O.')
  })

  it('shows a single name as it is, and nothing for a blank one', () => {
    expect(kioskName('Cher')).toBe('Cher')
    expect(kioskName('   ')).toBe('')
  })
})

describe('kiosk device codes', () => {
  it('are ten characters without look-alikes, in two groups of five', () => {
    let next = 0
    const code = newKioskCode((max) => next++ % max)
    expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)
    expect([...code.replace('-', '')].every((char) => SECURITY_CODE_ALPHABET.includes(char))).toBe(true)
  })

  it('are compared ignoring case, spaces and dashes', () => {
    expect(normaliseKioskCode(' km7qx-4pdte ')).toBe('KM7QX4PDTE')
    expect(normaliseKioskCode('KM7QX 4PDTE')).toBe('KM7QX4PDTE')
  })
})
