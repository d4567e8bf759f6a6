import { describe, expect, it } from 'vitest'

import { exactContactOf, phoneHint, phoneMatchKey } from '@/checkins/rules/door-contact'

describe('the door’s view of contact details', () => {
  it('masks a phone number down to its last four digits, however it was written', () => {
    expect(phoneHint('07700 900123')).toBe('•••• 0123')
    expect(phoneHint('+44 (0)7700-900-456')).toBe('•••• 0456')
    expect(phoneHint('07700900123')).not.toContain('07700')
  })

  it('gives no hint without a phone or with too few digits to hide anything', () => {
    expect(phoneHint(null)).toBeNull()
    expect(phoneHint('')).toBeNull()
    expect(phoneHint('1234')).toBeNull()
  })

  it('matches one number written in different ways on its last ten digits', () => {
    expect(phoneMatchKey('07700 900123')).toBe('7700900123')
    expect(phoneMatchKey('+44 7700 900123')).toBe('7700900123')
    expect(phoneMatchKey('0044 (7700) 900-123')).toBe('7700900123')
  })

  it('refuses a fragment of a number or text that is not one, so digits cannot be guessed one at a time', () => {
    expect(phoneMatchKey('07700 9001')).toBeNull()
    expect(phoneMatchKey('900123')).toBeNull()
    expect(phoneMatchKey('Room 0123456789')).toBeNull()
    expect(phoneMatchKey('')).toBeNull()
  })

  it('recognises a whole e-mail address (any case) or a whole phone number in a search, and nothing else', () => {
    expect(exactContactOf(' Alice.Smith@Example.org ')).toEqual({ email: 'alice.smith@example.org', phoneKey: null })
    expect(exactContactOf('07700 900123')).toEqual({ email: null, phoneKey: '7700900123' })
    expect(exactContactOf('alice')).toEqual({ email: null, phoneKey: null })
    expect(exactContactOf('@example.org')).toEqual({ email: null, phoneKey: null })
    expect(exactContactOf('alice@example')).toEqual({ email: null, phoneKey: null })
  })
})
