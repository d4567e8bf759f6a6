import { describe, expect, it } from 'vitest'

import {
  attendanceFormOf,
  attendanceUnit,
  sessionChoiceOptions,
  sessionDetails,
} from '@/registrations/rules/attendance-day-details'
import { attendanceQuestion, registerIntro } from '@/events/rules/attendance-form'
import type { EventSession } from '@/events/rules/event-model'
import { londonInstant } from '@/events/rules/event-time'

import { DAY1, DAY2 } from '../../helpers/event-days'

const ONLINE: EventSession = { ...DAY1, key: 'online', venue: 'YouTube live stream' }
const SUNDAY: EventSession = { ...DAY2, key: 'super-sunday', venue: 'Sports Centre Pavilion, Cheltenham' }

const session = (key: string, start: string, end: string, venue = 'Church Hall'): EventSession => ({
  key,
  title: key,
  startsAt: londonInstant(start),
  endsAt: londonInstant(end),
  mode: 'in-person',
  venue,
})

describe('sessionChoiceOptions', () => {
  it('describes each seeded session by its key with short date, UK time and venue, in the order listed', () => {
    expect(sessionChoiceOptions([ONLINE, SUNDAY])).toEqual([
      { key: 'online', title: 'Online Crusade', details: 'Sat 20 Sept, 5–7 PM, YouTube live stream' },
      {
        key: 'super-sunday',
        title: 'Super Sunday',
        details: 'Sun 21 Sept, 10:30 AM–12:30 PM, Sports Centre Pavilion, Cheltenham',
      },
    ])
    expect(sessionChoiceOptions([SUNDAY, ONLINE]).map((option) => option.key)).toEqual(['super-sunday', 'online'])
  })

  it('follows the event when an editor moves a session and changes its venue', () => {
    const moved: EventSession = {
      ...SUNDAY,
      startsAt: londonInstant('2026-10-25T14:00'),
      endsAt: londonInstant('2026-10-25T16:15'),
      venue: 'Town Hall, Gloucester',
    }
    expect(sessionDetails(moved)).toBe('Sun 25 Oct, 2–4:15 PM, Town Hall, Gloucester')
  })

  it('leaves out a missing or blank venue rather than printing an empty part', () => {
    expect(sessionDetails({ ...ONLINE, venue: null })).toBe('Sat 20 Sept, 5–7 PM')
    expect(sessionDetails({ ...SUNDAY, venue: '  ' })).toBe('Sun 21 Sept, 10:30 AM–12:30 PM')
  })

  it('offers nothing for an event without sessions', () => {
    expect(sessionChoiceOptions([])).toEqual([])
  })
})

describe('attendanceUnit', () => {
  it('speaks of days when every session is on a UK date of its own, as the SPEC event is', () => {
    expect(attendanceUnit([ONLINE, SUNDAY])).toBe('days')
    expect(attendanceQuestion(attendanceUnit([ONLINE, SUNDAY]))).toBe('Which days will you attend?')
  })

  it('speaks of sessions when two start on the same UK date', () => {
    const sessions = [
      session('morning', '2026-05-02T10:00', '2026-05-02T12:00'),
      session('afternoon', '2026-05-02T14:00', '2026-05-02T16:00'),
    ]
    expect(attendanceUnit(sessions)).toBe('sessions')
    expect(attendanceQuestion('sessions')).toBe('Which sessions will you attend?')
  })

  it('counts UK dates, not UTC ones: 11:30 PM and 00:30 the next night in summer are two days', () => {
    // 23:30 and 00:30 London (BST) are 22:30 and 23:30 UTC on the same UTC date.
    expect(
      attendanceUnit([
        session('late', '2026-07-04T23:30', '2026-07-04T23:50'),
        session('later', '2026-07-05T00:30', '2026-07-05T01:00'),
      ]),
    ).toBe('days')
  })

  it('calls sessions days apart sessions: a weekly course, or the same date a year apart', () => {
    expect(
      attendanceUnit([
        session('this-year', '2026-05-02T10:00', '2026-05-02T12:00'),
        session('next-year', '2027-05-02T10:00', '2027-05-02T12:00'),
      ]),
    ).toBe('sessions')
    expect(
      attendanceUnit([
        session('week-1', '2026-10-01T19:00', '2026-10-01T21:00'),
        session('week-2', '2026-10-08T19:00', '2026-10-08T21:00'),
      ]),
    ).toBe('sessions')
  })
})

describe('registerIntro', () => {
  it('keeps the SPEC sentence for the SPEC event', () => {
    expect(registerIntro('Free admission', 'days')).toBe('Free admission. Tell us which day you plan to attend.')
  })

  it('asks about sessions, does not double a full stop, and leaves out an empty admission', () => {
    expect(registerIntro('Tickets £5.', 'sessions')).toBe('Tickets £5. Tell us which session you plan to attend.')
    expect(registerIntro('  ', 'days')).toBe('Tell us which day you plan to attend.')
    expect(registerIntro(null, 'sessions')).toBe('Tell us which session you plan to attend.')
  })
})

describe('attendanceFormOf', () => {
  it('gives the form the slug, the boxes, the all-sessions marker and label, and the unit', () => {
    expect(
      attendanceFormOf({
        slug: 'outreach-event-2025',
        sessions: [ONLINE, SUNDAY],
        allSessionsKey: 'both',
        allSessionsLabel: 'Both Days',
      }),
    ).toEqual({
      slug: 'outreach-event-2025',
      sessions: sessionChoiceOptions([ONLINE, SUNDAY]),
      allKey: 'both',
      allSessionsLabel: 'Both Days',
      unit: 'days',
      questions: [],
      groupLimit: 8,
      hasPlaceLimits: false,
    })
  })

  it('carries the questions, the group limit (at most 20) and whether places are limited', () => {
    const form = attendanceFormOf({
      slug: 'harvest',
      sessions: [{ ...ONLINE, capacity: 40 }, SUNDAY],
      groupLimit: 50,
      questions: [
        { id: 'row1', key: 'q1', type: 'one-choice', label: 'Meal', options: ['Veg', 'Meat'], required: true },
        { key: 'q2', type: 'bogus', label: 'Dropped' },
      ],
    })
    expect(form).toMatchObject({ groupLimit: 20, hasPlaceLimits: true })
    expect(form.questions).toEqual([
      {
        key: 'q1',
        type: 'one-choice',
        label: 'Meal',
        help: null,
        required: true,
        options: ['Veg', 'Meat'],
        sensitive: false,
        perAttendee: false,
      },
    ])
  })

  it('falls back to the collection defaults for a missing marker or a blank label', () => {
    const form = attendanceFormOf({
      slug: 'harvest',
      sessions: [ONLINE, SUNDAY],
      allSessionsKey: null,
      allSessionsLabel: ' ',
    })
    expect(form).toMatchObject({ allKey: 'all', allSessionsLabel: 'All sessions' })
  })
})
