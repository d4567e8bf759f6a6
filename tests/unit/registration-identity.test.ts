import { describe, expect, it } from 'vitest'

import { identityKey } from '@/lib/registration-identity'

describe('registration identity', () => {
  it('is the same for the same person however they type it', () => {
    expect(identityKey(' Mary@Example.org', 'mary  JONES ')).toBe(identityKey('mary@example.org', 'Mary Jones'))
  })

  it('differs for family members sharing an e-mail', () => {
    expect(identityKey('family@example.org', 'Mary Jones')).not.toBe(identityKey('family@example.org', 'Tom Jones'))
  })
})
