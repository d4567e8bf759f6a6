import { describe, expect, it } from 'vitest'

import { emailKey } from '@/people/rules/email-key'
import { matchBroughtPerson, matchPerson, type PersonCandidate } from '@/people/rules/match-person'
import { isSameGivenName } from '@/people/rules/nicknames'
import { comparableName, isMatchingName, nameParts } from '@/people/rules/person-name'

const candidate = (
  overrides: Partial<PersonCandidate> & Pick<PersonCandidate, 'id' | 'fullName'>,
): PersonCandidate => ({
  householdId: null,
  emailKeys: [],
  phoneKeys: [],
  nameSimilarity: 0,
  household: [],
  ...overrides,
})

describe('names', () => {
  it('compares names without case, accents, punctuation or extra spaces', () => {
    expect(comparableName("  Zoë   O'Brien-Smith ")).toBe('zoe obrien smith')
    expect(nameParts('Mary Ann  Jones')).toEqual({ given: 'mary', surname: 'jones' })
    expect(nameParts('Cher')).toEqual({ given: 'cher', surname: 'cher' })
  })

  it('knows short forms of given names, both ways, and not between two short forms of different names', () => {
    expect(isSameGivenName('thomas', 'tom')).toBe(true)
    expect(isSameGivenName('tom', 'thomas')).toBe(true)
    expect(isSameGivenName('tom', 'tommy')).toBe(true)
    expect(isSameGivenName('william', 'bill')).toBe(true)
    expect(isSameGivenName('thomas', 'william')).toBe(false)
  })

  it('matches a full name on the same surname and the same or a short given name', () => {
    expect(isMatchingName('Tom Smith', 'Thomas Smith')).toBe(true)
    expect(isMatchingName('THOMAS  SMITH', 'thomas smith')).toBe(true)
    expect(isMatchingName('Tom Smith', 'Thomas Jones')).toBe(false)
    expect(isMatchingName('Tom Smith', 'Sarah Smith')).toBe(false)
  })
})

describe('e-mail keys', () => {
  it('ignores case everywhere, and dots and +tags only where the provider does (Gmail)', () => {
    expect(emailKey(' Mary.Smith@Example.ORG ')).toBe('mary.smith@example.org')
    expect(emailKey('Mary.Smith+church@googlemail.com')).toBe('marysmith@gmail.com')
    expect(emailKey('m.a.r.y.smith@gmail.com')).toBe('marysmith@gmail.com')
    expect(emailKey('mary+church@example.org')).toBe('mary+church@example.org')
    expect(emailKey('not an address')).toBeNull()
    expect(emailKey(null)).toBeNull()
  })
})

describe('matching a submission to a person', () => {
  const mary = candidate({
    id: 1,
    fullName: 'Mary Smith',
    householdId: 7,
    emailKeys: ['mary@example.org'],
    phoneKeys: ['7700900123'],
  })

  it('joins the same address with a matching name, short forms included', () => {
    expect(matchPerson({ fullName: 'mary smith', emailKey: 'mary@example.org', phoneKey: null }, [mary])).toEqual({
      kind: 'existing',
      personId: 1,
    })
    const tom = candidate({ id: 2, fullName: 'Thomas Brown', emailKeys: ['tb@example.org'] })
    expect(matchPerson({ fullName: 'Tom Brown', emailKey: 'tb@example.org', phoneKey: null }, [tom])).toEqual({
      kind: 'existing',
      personId: 2,
    })
  })

  it('makes someone new in the same household for another name at the same address, listed as a possible duplicate', () => {
    expect(matchPerson({ fullName: 'John Smith', emailKey: 'mary@example.org', phoneKey: null }, [mary])).toEqual({
      kind: 'new',
      householdId: 7,
      possibleDuplicateOf: 1,
    })
  })

  it('joins the same phone with a similar name, and never a phone alone', () => {
    const similar = { ...mary, nameSimilarity: 0.7 }
    expect(
      matchPerson({ fullName: 'Mary Smyth', emailKey: 'other@example.org', phoneKey: '7700900123' }, [similar]),
    ).toEqual({
      kind: 'existing',
      personId: 1,
    })
    const unlike = { ...mary, nameSimilarity: 0.1 }
    expect(matchPerson({ fullName: 'Peter Jones', emailKey: null, phoneKey: '7700900123' }, [unlike])).toEqual({
      kind: 'new',
      householdId: null,
      possibleDuplicateOf: null,
    })
  })

  it('never joins on a name alone', () => {
    const namesake = candidate({ id: 3, fullName: 'Mary Smith', emailKeys: ['someone@example.org'] })
    expect(
      matchPerson({ fullName: 'Mary Smith', emailKey: 'mary2@example.org', phoneKey: null }, [namesake]).kind,
    ).toBe('new')
  })

  it('finds someone brought along in the booker’s household by name, or nobody', () => {
    const household = [
      { id: 4, fullName: 'Sam Smith' },
      { id: 5, fullName: 'Tom Smith' },
    ]
    expect(matchBroughtPerson('Thomas Smith', household)).toBe(5)
    expect(matchBroughtPerson('Alex Smith', household)).toBeNull()
  })
})
