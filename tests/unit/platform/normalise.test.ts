import { describe, expect, it } from 'vitest'

import { normaliseEmail, normaliseName, trimToNull } from '@/platform/data/normalise'

describe('normalise', () => {
  it('lower-cases and trims an e-mail address', () => {
    expect(normaliseEmail('  Mary.Jones@Example.ORG ')).toBe('mary.jones@example.org')
  })

  it('turns an empty or blank phone into null', () => {
    expect(trimToNull('')).toBeNull()
    expect(trimToNull('   ')).toBeNull()
    expect(trimToNull(undefined)).toBeNull()
    expect(trimToNull(' 07700 900123 ')).toBe('07700 900123')
  })

  it('trims a name and collapses inner runs of spaces', () => {
    expect(normaliseName('  Mary   Ann  Jones ')).toBe('Mary Ann Jones')
  })
})
