import { describe, expect, it } from 'vitest'

import { formatChartDay, londonDay, registrationsPerDay } from '@/registrations/rules/registrations-per-day'

describe('the UK day of a registration', () => {
  it('counts late evening registrations on the UK date, before and after the October clock change', () => {
    // Saturday 24 October 2026, 23:30 UTC is 00:30 on Sunday in British Summer Time.
    expect(londonDay('2026-10-24T23:30:00Z')).toBe('2026-10-25')
    expect(londonDay('2026-10-24T22:59:59Z')).toBe('2026-10-24')
    // Clocks went back at 01:00 UTC on the 25th: from then on UK time is UTC.
    expect(londonDay('2026-10-25T23:30:00Z')).toBe('2026-10-25')
    expect(londonDay('2026-10-26T00:00:00Z')).toBe('2026-10-26')
    expect(londonDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28')
  })
})

describe('registrations per day', () => {
  const now = new Date('2026-10-28T12:00:00Z')

  it('has one entry per calendar day across the October clock change (a 25-hour day), empty days as zero', () => {
    const { days } = registrationsPerDay({
      counts: [
        { day: '2026-10-27', count: 2 },
        { day: '2026-10-24', count: 3 },
      ],
      opensAt: '2026-10-23T09:00:00Z',
      now,
    })
    expect(days).toEqual([
      { day: '2026-10-23', count: 0 },
      { day: '2026-10-24', count: 3 },
      { day: '2026-10-25', count: 0 },
      { day: '2026-10-26', count: 0 },
      { day: '2026-10-27', count: 2 },
      { day: '2026-10-28', count: 0 },
    ])
  })

  it('starts at the first registration when opening is not set, and stops at the event end when that has passed', () => {
    const { days } = registrationsPerDay({
      counts: [{ day: '2026-10-20', count: 1 }],
      endsAt: '2026-10-21T21:30:00Z',
      now,
    })
    expect(days.map((entry) => entry.day)).toEqual(['2026-10-20', '2026-10-21'])
  })

  it('ends on the UK date of the event end: 23:30 UTC in summer is the next day', () => {
    const { days } = registrationsPerDay({
      counts: [{ day: '2026-08-01', count: 1 }],
      endsAt: '2026-08-01T23:30:00Z',
      now,
    })
    expect(days.map((entry) => entry.day)).toEqual(['2026-08-01', '2026-08-02'])
  })

  it('widens the span to show registrations made before opening or after the end', () => {
    const { days } = registrationsPerDay({
      counts: [
        { day: '2026-10-18', count: 1 },
        { day: '2026-10-26', count: 4 },
      ],
      opensAt: '2026-10-19T09:00:00Z',
      endsAt: '2026-10-20T18:00:00Z',
      now,
    })
    expect(days[0]).toEqual({ day: '2026-10-18', count: 1 })
    expect(days.at(-1)).toEqual({ day: '2026-10-26', count: 4 })
    expect(days).toHaveLength(9)
  })

  it('is empty before registration opens when nobody has registered', () => {
    expect(registrationsPerDay({ counts: [], opensAt: '2026-11-01T09:00:00Z', now }).days).toEqual([])
    expect(registrationsPerDay({ counts: [], now }).days).toEqual([])
  })

  it('runs from opening to today with no registrations yet, all zero', () => {
    const { days } = registrationsPerDay({ counts: [], opensAt: '2026-10-27T09:00:00Z', now })
    expect(days).toEqual([
      { day: '2026-10-27', count: 0 },
      { day: '2026-10-28', count: 0 },
    ])
  })

  it('keeps only the last days of a long span and says it did', () => {
    const { days, isCut } = registrationsPerDay({
      counts: [{ day: '2026-10-28', count: 5 }],
      opensAt: '2026-01-01T09:00:00Z',
      now,
      maxDays: 10,
    })
    expect(isCut).toBe(true)
    expect(days).toHaveLength(10)
    expect(days[0]!.day).toBe('2026-10-19')
    expect(days.at(-1)).toEqual({ day: '2026-10-28', count: 5 })
  })

  it('names a day in full for the table and briefly under the bars', () => {
    expect(formatChartDay('2026-10-25')).toEqual({ long: 'Sunday 25 October 2026', short: '25 Oct' })
  })
})
