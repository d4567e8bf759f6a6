import { describe, expect, it } from 'vitest'

import { parseRegistrationFilters } from '@/lib/schemas/registration-filters'

describe('registration filters from a URL', () => {
  it('reads the known filters', () => {
    expect(parseRegistrationFilters(new URLSearchParams('attendance=online&gdpr=consented&day1=checked-in&tag= vip &search=Mary'))).toEqual({
      attendance: 'online',
      gdpr: 'consented',
      day1: 'checked-in',
      tag: 'vip',
      search: 'Mary',
    })
  })

  it('ignores unknown values rather than failing', () => {
    expect(parseRegistrationFilters(new URLSearchParams('attendance=party&phone=maybe'))).toEqual({})
  })
})
