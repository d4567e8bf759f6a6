import { describe, expect, it } from 'vitest'

import {
  checkedInSessionKeys,
  doorSessionKey,
  sessionCalendarFile,
  sessionKeyOfDay,
  sessionLabels,
  sessionsAreDays,
  staffCalendarLink,
} from '@/events/rules/session-labels'

// The two-day event: Saturday 20 and Sunday 21 September 2025, UK time.
const OUTREACH = [
  { key: 'online', title: 'Online Crusade', startsAt: '2025-09-20T16:00:00.000Z', endsAt: '2025-09-20T18:00:00.000Z' },
  {
    key: 'super-sunday',
    title: 'Super Sunday',
    startsAt: '2025-09-21T09:30:00.000Z',
    endsAt: '2025-09-21T11:30:00.000Z',
  },
]
// A morning and an evening on one day.
const CONFERENCE = [
  { key: 'morning', title: 'Morning talks', startsAt: '2026-05-02T08:00:00.000Z', endsAt: '2026-05-02T11:00:00.000Z' },
  {
    key: 'evening',
    title: 'Evening worship',
    startsAt: '2026-05-02T17:00:00.000Z',
    endsAt: '2026-05-02T19:00:00.000Z',
  },
]

describe('sessionLabels', () => {
  it('calls sessions on dates of their own Day 1, Day 2…, with the title beside it on tabs', () => {
    expect(sessionsAreDays(OUTREACH)).toBe(true)
    expect(sessionLabels(OUTREACH)).toEqual([
      {
        key: 'online',
        title: 'Online Crusade',
        number: 1,
        dayName: 'Day 1',
        short: 'Day 1',
        long: 'Day 1 · Online Crusade',
      },
      {
        key: 'super-sunday',
        title: 'Super Sunday',
        number: 2,
        dayName: 'Day 2',
        short: 'Day 2',
        long: 'Day 2 · Super Sunday',
      },
    ])
  })

  it('calls a weekly course’s sessions by their titles: “Week 2”, never “Day 2 · Week 2”', () => {
    const weekly = [1, 8, 15].map((day, index) => ({
      key: `week-${index + 1}`,
      title: `Week ${index + 1}`,
      startsAt: `2026-10-${String(day).padStart(2, '0')}T18:00:00.000Z`,
      endsAt: `2026-10-${String(day).padStart(2, '0')}T20:00:00.000Z`,
    }))
    expect(sessionsAreDays(weekly)).toBe(false)
    expect(sessionLabels(weekly).map((label) => label.long)).toEqual(['Week 1', 'Week 2', 'Week 3'])
  })

  it('calls sessions sharing a date, or a lone session, by their titles', () => {
    expect(sessionsAreDays(CONFERENCE)).toBe(false)
    expect(sessionLabels(CONFERENCE).map((label) => [label.short, label.long, label.dayName])).toEqual([
      ['Morning talks', 'Morning talks', null],
      ['Evening worship', 'Evening worship', null],
    ])
    expect(sessionLabels(OUTREACH.slice(0, 1))[0]).toMatchObject({ short: 'Online Crusade', dayName: null })
  })

  it('judges the date on the UK calendar: 23:30 UTC in summer is already the next day', () => {
    const lateAndEarly = [
      { key: 'a', title: 'A', startsAt: '2026-06-01T12:00:00.000Z', endsAt: '2026-06-01T13:00:00.000Z' },
      { key: 'b', title: 'B', startsAt: '2026-06-01T23:30:00.000Z', endsAt: '2026-06-02T01:00:00.000Z' },
    ]
    expect(sessionsAreDays(lateAndEarly)).toBe(true)
  })
})

describe('calendar files', () => {
  it("are at the event page's address, a day saved as dayN.ics and another session by its key", () => {
    const [day1] = sessionLabels(OUTREACH)
    expect(sessionCalendarFile('outreach-event-2025', day1!)).toEqual({
      href: '/events/outreach-event-2025/calendar/online',
      filename: 'day1.ics',
    })
    const [morning] = sessionLabels(CONFERENCE)
    expect(sessionCalendarFile('spring-conference', morning!)).toEqual({
      href: '/events/spring-conference/calendar/morning',
      filename: 'morning.ics',
    })
  })

  it("are linked from the staff screens where the outreach event's always were for the featured event", () => {
    const [, day2] = sessionLabels(OUTREACH)
    expect(staffCalendarLink({ slug: 'outreach-event-2025', isFeatured: true }, day2!)).toEqual({
      href: '/outreach-event/calendar/day2',
      filename: 'day2.ics',
    })
    expect(staffCalendarLink({ slug: 'outreach-event-2025', isFeatured: false }, day2!)).toEqual({
      href: '/events/outreach-event-2025/calendar/super-sunday',
      filename: 'day2.ics',
    })
  })
})

describe('which session the door shows', () => {
  it('reads day1, day2… as the sessions in order', () => {
    expect(sessionKeyOfDay(['online', 'super-sunday'], 'day2')).toBe('super-sunday')
    expect(sessionKeyOfDay(['online', 'super-sunday'], 'day3')).toBeNull()
    expect(sessionKeyOfDay(['online'], 'dayx')).toBeNull()
    expect(sessionKeyOfDay(['online'], undefined)).toBeNull()
  })

  it('takes the session asked for, then a day, then the one under way or next', () => {
    const saturday = new Date('2025-09-20T17:00:00.000Z')
    expect(doorSessionKey(OUTREACH, { session: 'super-sunday' }, saturday)).toBe('super-sunday')
    expect(doorSessionKey(OUTREACH, { session: 'unknown', day: 'day2' }, saturday)).toBe('super-sunday')
    expect(doorSessionKey(OUTREACH, { session: 'unknown' }, saturday)).toBe('online')
    expect(doorSessionKey(OUTREACH, {}, new Date('2025-09-21T08:00:00.000Z'))).toBe('super-sunday')
    expect(doorSessionKey([], {}, saturday)).toBeNull()
  })
})

describe('checkedInSessionKeys', () => {
  it('reads the "|a|b|" list a registration keeps, "|" or nothing being none', () => {
    expect(checkedInSessionKeys('|online|super-sunday|')).toEqual(['online', 'super-sunday'])
    expect(checkedInSessionKeys('|')).toEqual([])
    expect(checkedInSessionKeys(null)).toEqual([])
  })
})
