import { describe, expect, it } from 'vitest'

import { parseRegistrationFilters, parseRegistrationListQuery, registrationListParams } from '@/lib/schemas/registration-filters'

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

describe('the registrations view state in its URL', () => {
  it('reads page and sort, falling back to page 1, newest first', () => {
    expect(parseRegistrationListQuery(new URLSearchParams('attendance=both&page=3&sort=fullName'))).toEqual({
      filters: { attendance: 'both' },
      page: 3,
      sort: 'fullName',
    })
    expect(parseRegistrationListQuery(new URLSearchParams('page=-2&sort=password'))).toEqual({ filters: {}, page: 1, sort: '-createdAt' })
    expect(parseRegistrationListQuery(new URLSearchParams('page=abc'))).toMatchObject({ page: 1 })
  })

  it('writes only what differs from the defaults, and round-trips', () => {
    const params = registrationListParams({ filters: { attendance: 'all', gdpr: 'consented', search: ' ann ' }, page: 1, sort: '-createdAt' })
    expect(params.toString()).toBe('gdpr=consented&search=ann')
    const state = { filters: { phone: 'with-phone' as const, day2: 'not-checked-in' as const }, page: 4, sort: '-email' as const }
    expect(parseRegistrationListQuery(registrationListParams(state))).toEqual(state)
  })
})
