import { describe, expect, it } from 'vitest'

import { findPastDates } from '@/events/rules/past-dates'

// 23 November 2026, 00:30 in London (still the 22nd nowhere that matters: London is on GMT).
const now = new Date('2026-11-23T00:30:00Z')

describe('dates a message names that have passed', () => {
  it('finds a written date with its weekday, a numeric date and a date without a year', () => {
    expect(findPastDates('Join us on Sunday 14 September 2025, or 14/09/2025, or 14 Sept.', now)).toEqual([
      '14 September 2025',
      '14 Sept',
      '14/09/2025',
    ])
  })

  it('ignores today, future dates and things that are not dates', () => {
    expect(
      findPastDates('Today 23 November 2026, then 24/11/2026, 1 Dec, 31/02/2020, 14 things, version 1/2', now),
    ).toEqual([])
  })

  it('judges "today" in London, not in the server’s time zone', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST), so 30 June has passed.
    expect(findPastDates('See you 30 June 2026', new Date('2026-06-30T23:30:00Z'))).toEqual(['30 June 2026'])
    expect(findPastDates('See you 30 June 2026', new Date('2026-06-30T22:30:00Z'))).toEqual([])
  })

  it('reads ordinals and two-digit years', () => {
    expect(findPastDates('the 3rd March and 01/01/25', now)).toEqual(['3rd March', '01/01/25'])
  })
})
