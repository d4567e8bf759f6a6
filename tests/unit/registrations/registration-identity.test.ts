import { describe, expect, it } from 'vitest'

import { SPEC_SESSION_RULES } from '../../helpers/spec-rules'
import { identityKey, repeatRegistrationChanges } from '@/registrations/rules/registration-identity'

const EVENT = 7

describe('registration identity', () => {
  it('is the same for the same person however they type it', () => {
    expect(identityKey(EVENT, ' Mary@Example.org', 'mary  JONES ')).toBe(
      identityKey(EVENT, 'mary@example.org', 'Mary Jones'),
    )
  })

  it('differs for family members sharing an e-mail', () => {
    expect(identityKey(EVENT, 'family@example.org', 'Mary Jones')).not.toBe(
      identityKey(EVENT, 'family@example.org', 'Tom Jones'),
    )
  })

  it('differs for the same person at another event', () => {
    expect(identityKey(EVENT, 'mary@example.org', 'Mary Jones')).not.toBe(
      identityKey(EVENT + 1, 'mary@example.org', 'Mary Jones'),
    )
  })
})

describe('a repeat submission of the registration form', () => {
  it('adds sessions of an event with three, and the last one adds the all-sessions marker', () => {
    const rules = { keys: ['friday', 'saturday', 'sunday'], allKey: 'all' }
    expect(
      repeatRegistrationChanges(rules, { attendanceChoice: ['friday'] }, { attendanceChoice: ['sunday'] }),
    ).toEqual({ attendanceChoice: ['friday', 'sunday'] })
    expect(
      repeatRegistrationChanges(rules, { attendanceChoice: ['friday', 'sunday'] }, { attendanceChoice: ['saturday'] }),
    ).toEqual({ attendanceChoice: ['friday', 'saturday', 'sunday', 'all'] })
  })

  it('adds a day, and two single days become both', () => {
    expect(
      repeatRegistrationChanges(
        SPEC_SESSION_RULES,
        { attendanceChoice: ['online'] },
        { attendanceChoice: ['super-sunday'] },
      ),
    ).toEqual({ attendanceChoice: ['online', 'super-sunday', 'both'] })
  })

  it('never removes a day', () => {
    expect(
      repeatRegistrationChanges(
        SPEC_SESSION_RULES,
        { attendanceChoice: ['online', 'super-sunday', 'both'] },
        { attendanceChoice: ['online'] },
      ),
    ).toEqual({})
    expect(
      repeatRegistrationChanges(
        SPEC_SESSION_RULES,
        { attendanceChoice: ['super-sunday'] },
        { attendanceChoice: ['super-sunday'] },
      ),
    ).toEqual({})
  })

  it('never replaces a phone, but fills one that was missing', () => {
    expect(
      repeatRegistrationChanges(
        SPEC_SESSION_RULES,
        { phone: '07700 900001', attendanceChoice: ['online'] },
        { phone: '07700 900999', attendanceChoice: ['online'] },
      ),
    ).toEqual({})
    expect(
      repeatRegistrationChanges(
        SPEC_SESSION_RULES,
        { phone: null, attendanceChoice: ['online'] },
        { phone: ' 07700 900999 ', attendanceChoice: ['online'] },
      ),
    ).toEqual({ phone: '07700 900999' })
    expect(
      repeatRegistrationChanges(
        SPEC_SESSION_RULES,
        { phone: '  ', attendanceChoice: ['online'] },
        { phone: null, attendanceChoice: ['online'] },
      ),
    ).toEqual({})
  })
})
