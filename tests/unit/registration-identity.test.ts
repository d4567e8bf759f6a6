import { describe, expect, it } from 'vitest'

import { identityKey, repeatRegistrationChanges } from '@/lib/registration-identity'

describe('registration identity', () => {
  it('is the same for the same person however they type it', () => {
    expect(identityKey(' Mary@Example.org', 'mary  JONES ')).toBe(identityKey('mary@example.org', 'Mary Jones'))
  })

  it('differs for family members sharing an e-mail', () => {
    expect(identityKey('family@example.org', 'Mary Jones')).not.toBe(identityKey('family@example.org', 'Tom Jones'))
  })
})

describe('a repeat submission of the registration form', () => {
  it('adds a day, and two single days become both', () => {
    expect(repeatRegistrationChanges({ attendanceChoice: ['online'] }, { attendanceChoice: ['super-sunday'] })).toEqual({ attendanceChoice: ['online', 'super-sunday', 'both'] })
  })

  it('never removes a day', () => {
    expect(repeatRegistrationChanges({ attendanceChoice: ['online', 'super-sunday', 'both'] }, { attendanceChoice: ['online'] })).toEqual({})
    expect(repeatRegistrationChanges({ attendanceChoice: ['super-sunday'] }, { attendanceChoice: ['super-sunday'] })).toEqual({})
  })

  it('never replaces a phone, but fills one that was missing', () => {
    expect(repeatRegistrationChanges({ phone: '07700 900001', attendanceChoice: ['online'] }, { phone: '07700 900999', attendanceChoice: ['online'] })).toEqual({})
    expect(repeatRegistrationChanges({ phone: null, attendanceChoice: ['online'] }, { phone: ' 07700 900999 ', attendanceChoice: ['online'] })).toEqual({ phone: '07700 900999' })
    expect(repeatRegistrationChanges({ phone: '  ', attendanceChoice: ['online'] }, { phone: null, attendanceChoice: ['online'] })).toEqual({})
  })
})
