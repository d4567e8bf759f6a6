import { describe, expect, it } from 'vitest'

import {
  arrivalSlotOf,
  arrivalsPerQuarterHour,
  checkedInAgainst,
  isOnSessionDay,
  londonDayOf,
} from '@/checkins/rules/arrivals'

// Super Sunday: 10:30–12:30 in London, in British Summer Time (UTC+1).
const SUNDAY = { startsAt: '2025-09-21T09:30:00.000Z', endsAt: '2025-09-21T11:30:00.000Z' }
const slot = (iso: string) => arrivalSlotOf(iso)

describe('arrivals per quarter hour at the door', () => {
  it('puts an instant in its quarter hour, the same for every instant inside it', () => {
    expect(slot('2025-09-21T09:15:00.000Z')).toBe(slot('2025-09-21T09:29:59.999Z'))
    expect(slot('2025-09-21T09:30:00.000Z')).toBe(slot('2025-09-21T09:29:59.999Z') + 1)
  })

  it('finds the UK day of a session, 23 or 25 hours long on a clock change', () => {
    expect(londonDayOf(SUNDAY.startsAt)).toEqual({ from: '2025-09-20T23:00:00.000Z', to: '2025-09-21T23:00:00.000Z' })
    // 26 October 2025: the clocks go back, so the day lasts 25 hours.
    expect(londonDayOf('2025-10-26T10:30:00.000Z')).toEqual({
      from: '2025-10-25T23:00:00.000Z',
      to: '2025-10-27T00:00:00.000Z',
    })
    // 00:30 in London on 21 September is still the 21st, though UTC says the 20th.
    expect(londonDayOf('2025-09-20T23:30:00.000Z').from).toBe('2025-09-20T23:00:00.000Z')
  })

  it('runs from an hour before the session to its end in UK time, with empty quarters as zero', () => {
    const slots = arrivalsPerQuarterHour({
      ...SUNDAY,
      counts: [
        { slot: slot('2025-09-21T09:20:00Z'), count: 3 },
        { slot: slot('2025-09-21T09:31:00Z'), count: 5 },
      ],
    })
    expect(slots.map((s) => s.label)).toEqual([
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
    ])
    expect(slots.map((s) => s.count)).toEqual([0, 0, 0, 3, 5, 0, 0, 0, 0, 0, 0, 0])
    expect(slots[0]!.startsAt).toBe('2025-09-21T08:30:00.000Z')
  })

  it('widens to show every quarter someone arrived in, but only on the session’s day', () => {
    const slots = arrivalsPerQuarterHour({
      ...SUNDAY,
      counts: [
        { slot: slot('2025-09-21T07:05:00Z'), count: 1 },
        { slot: slot('2025-09-21T12:50:00Z'), count: 2 },
        // The evening before, and the next day: other days' arrivals are not this day's.
        { slot: slot('2025-09-20T20:00:00Z'), count: 9 },
        { slot: slot('2025-09-21T23:10:00Z'), count: 9 },
      ],
    })
    expect(slots[0]).toMatchObject({ label: '08:00', count: 1 })
    expect(slots.at(-1)).toMatchObject({ label: '13:45', count: 2 })
    expect(slots.reduce((sum, s) => sum + s.count, 0)).toBe(3)
  })

  it('adds up the counts of one quarter given twice', () => {
    const at = slot('2025-09-21T09:40:00Z')
    expect(
      arrivalsPerQuarterHour({
        ...SUNDAY,
        counts: [
          { slot: at, count: 1 },
          { slot: at, count: 2 },
        ],
      }).find((s) => s.label === '10:30')!.count,
    ).toBe(3)
  })

  it("follows a session live on its own UK day only, from London's midnight to midnight", () => {
    expect(isOnSessionDay(SUNDAY.startsAt, new Date('2025-09-20T23:00:00.000Z'))).toBe(true)
    expect(isOnSessionDay(SUNDAY.startsAt, new Date('2025-09-20T22:59:59.999Z'))).toBe(false)
    expect(isOnSessionDay(SUNDAY.startsAt, new Date('2025-09-21T22:59:59.999Z'))).toBe(true)
    expect(isOnSessionDay(SUNDAY.startsAt, new Date('2025-09-21T23:00:00.000Z'))).toBe(false)
  })

  it('counts who is in against the places, or against who is booked when there is no limit', () => {
    expect(checkedInAgainst({ checkedIn: 7, expected: 4, capacity: 40 })).toBe('7 / 40 places')
    expect(checkedInAgainst({ checkedIn: 7, expected: 30, capacity: null })).toBe('7 / 30 booked')
  })
})
