import { describe, expect, it } from 'vitest'

import { eventPhase, remainingUntil, type EventDay } from '@/events/rules/countdown'
import {
  checkinSessionAt,
  formatDateTimeAt,
  formatDayDate,
  formatEventDateLine,
  formatShortDayDate,
  formatShortTimeRange,
  formatTimeRange,
  londonInstant,
} from '@/events/rules/event-time'

import { DAY1, DAY2, EVENT_DAYS } from '../../helpers/event-days'

const DAYS = EVENT_DAYS

const at = (iso: string) => new Date(iso)
const oneSecondBefore = (iso: string) => new Date(new Date(iso).getTime() - 1000)
const oneSecondAfter = (iso: string) => new Date(new Date(iso).getTime() + 1000)

describe('eventPhase', () => {
  it('counts down to Day 1 long before the event, in whole days, hours, minutes and seconds', () => {
    expect(eventPhase(at('2025-09-18T14:58:30.400Z'), DAYS)).toEqual({
      phase: 'day1',
      target: at(DAY1.startsAt),
      remaining: { days: 2, hours: 1, minutes: 1, seconds: 29 },
      sessionIndex: 0,
    })
  })

  it('is still counting to Day 1 one second before it starts', () => {
    expect(eventPhase(oneSecondBefore(DAY1.startsAt), DAYS)).toEqual({
      phase: 'day1',
      target: at(DAY1.startsAt),
      remaining: { days: 0, hours: 0, minutes: 0, seconds: 1 },
      sessionIndex: 0,
    })
  })

  it('counts down to Day 2 from the moment Day 1 starts', () => {
    expect(eventPhase(at(DAY1.startsAt), DAYS)).toEqual({
      phase: 'day2',
      target: at(DAY2.startsAt),
      remaining: { days: 0, hours: 17, minutes: 30, seconds: 0 },
      sessionIndex: 1,
    })
    expect(eventPhase(oneSecondAfter(DAY1.startsAt), DAYS).phase).toBe('day2')
  })

  it('is still counting to Day 2 one second before it starts', () => {
    expect(eventPhase(oneSecondBefore(DAY2.startsAt), DAYS)).toEqual({
      phase: 'day2',
      target: at(DAY2.startsAt),
      remaining: { days: 0, hours: 0, minutes: 0, seconds: 1 },
      sessionIndex: 1,
    })
  })

  it('is live from the moment Day 2 starts, with nothing to count down to', () => {
    expect(eventPhase(at(DAY2.startsAt), DAYS)).toEqual({
      phase: 'live',
      target: null,
      remaining: null,
      sessionIndex: null,
    })
    expect(eventPhase(oneSecondAfter(DAY2.startsAt), DAYS).phase).toBe('live')
    expect(eventPhase(oneSecondBefore(DAY2.endsAt), DAYS).phase).toBe('live')
  })

  it('has ended once Day 2 is over, rather than staying live for ever', () => {
    expect(eventPhase(at(DAY2.endsAt), DAYS)).toEqual({
      phase: 'ended',
      target: null,
      remaining: null,
      sessionIndex: null,
    })
    expect(eventPhase(oneSecondAfter(DAY2.endsAt), DAYS).phase).toBe('ended')
    expect(eventPhase(at('2026-01-01T00:00:00.000Z'), DAYS).phase).toBe('ended')
  })

  it('orders the days by start whatever order they are listed in', () => {
    expect(eventPhase(at('2025-09-20T12:00:00.000Z'), [DAY2, DAY1]).target).toEqual(at(DAY1.startsAt))
  })

  it('treats a single day as an event of one session: counting to it, then live, then ended', () => {
    // Two days used to be required; the countdown is now for any number of sessions (see countdown.test.ts).
    expect(eventPhase(at('2025-09-20T12:00:00.000Z'), [DAY1])).toMatchObject({
      phase: 'day1',
      target: at(DAY1.startsAt),
      sessionIndex: 0,
    })
    expect(eventPhase(at(DAY1.startsAt), [DAY1]).phase).toBe('live')
    expect(eventPhase(at(DAY1.endsAt), [DAY1]).phase).toBe('ended')
  })

  describe('across the clock change at the end of British Summer Time', () => {
    // BST ends at 02:00 on Sunday 25 October 2026, so that Sunday has 25 hours.
    const saturday: EventDay = {
      ...DAY1,
      startsAt: londonInstant('2026-10-24T17:00'),
      endsAt: londonInstant('2026-10-24T19:00'),
    }
    const sunday: EventDay = {
      ...DAY2,
      startsAt: londonInstant('2026-10-25T10:30'),
      endsAt: londonInstant('2026-10-25T12:30'),
    }

    it('reads London clock times on either side of the change as the right instants', () => {
      expect(saturday.startsAt).toBe('2026-10-24T16:00:00.000Z')
      expect(sunday.startsAt).toBe('2026-10-25T10:30:00.000Z')
    })

    it('counts down to Saturday 17:00 from Saturday 12:00 UTC', () => {
      expect(eventPhase(at('2026-10-24T12:00:00.000Z'), [saturday, sunday]).remaining).toEqual({
        days: 0,
        hours: 4,
        minutes: 0,
        seconds: 0,
      })
    })

    it('counts the extra hour on the way to Sunday 10:30', () => {
      // 20:00 UTC is 21:00 on the London clock; 13.5 hours of clock time but 14.5 real hours.
      expect(eventPhase(at('2026-10-24T20:00:00.000Z'), [saturday, sunday])).toEqual({
        phase: 'day2',
        target: at('2026-10-25T10:30:00.000Z'),
        remaining: { days: 0, hours: 14, minutes: 30, seconds: 0 },
        sessionIndex: 1,
      })
    })

    it('goes live at 10:30 London time, which is 10:30 UTC after the change', () => {
      expect(eventPhase(at('2026-10-25T09:30:00.000Z'), [saturday, sunday]).phase).toBe('day2')
      expect(eventPhase(at('2026-10-25T10:30:00.000Z'), [saturday, sunday]).phase).toBe('live')
    })
  })
})

describe('remainingUntil', () => {
  it('never goes negative once the target has passed', () => {
    expect(remainingUntil(at('2025-09-21T10:00:00.000Z'), at('2025-09-21T09:30:00.000Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    })
  })

  it('rounds a part-second down rather than up', () => {
    expect(remainingUntil(at('2025-09-20T15:59:58.001Z'), at(DAY1.startsAt)).seconds).toBe(1)
  })
})

describe('londonInstant', () => {
  it('reads summer clock times as BST (UTC+1)', () => {
    expect(londonInstant('2025-09-20T17:00')).toBe('2025-09-20T16:00:00.000Z')
  })

  it('refuses a value that is not a date-time', () => {
    expect(() => londonInstant('next Saturday')).toThrow(/not a valid/)
  })
})

describe('formatting an event day', () => {
  it('writes the date in UK style with the weekday', () => {
    expect(formatDayDate(DAY1)).toBe('Saturday 20 September 2025')
    expect(formatDayDate(DAY2)).toBe('Sunday 21 September 2025')
  })

  it('writes the times in UK local time, not UTC', () => {
    expect(formatTimeRange(DAY1)).toBe('5:00 PM – 7:00 PM')
    expect(formatTimeRange(DAY2)).toBe('10:30 AM – 12:30 PM')
  })

  it('uses the London date for a start just after midnight UK time', () => {
    // 23:30 UTC on the 19th is 00:30 BST on Saturday the 20th.
    const lateNight = { startsAt: '2025-09-19T23:30:00.000Z', endsAt: '2025-09-20T00:30:00.000Z' }
    expect(formatDayDate(lateNight)).toBe('Saturday 20 September 2025')
    expect(formatTimeRange(lateNight)).toBe('12:30 AM – 1:30 AM')
  })

  it('combines date and times into one line marked as UK time', () => {
    expect(formatEventDateLine(DAY1)).toBe('Saturday 20 September 2025, 5:00 PM – 7:00 PM (UK time)')
  })
})

describe('formatting an event day in short', () => {
  it('writes the date with abbreviated weekday and month, UK style', () => {
    expect(formatShortDayDate(DAY1)).toBe('Sat 20 Sept')
    expect(formatShortDayDate(DAY2)).toBe('Sun 21 Sept')
  })

  it('drops ":00" and shares AM/PM when both ends fall in the same half of the day', () => {
    expect(formatShortTimeRange(DAY1)).toBe('5–7 PM')
    expect(
      formatShortTimeRange({ startsAt: londonInstant('2025-09-21T09:30'), endsAt: londonInstant('2025-09-21T11:00') }),
    ).toBe('9:30–11 AM')
  })

  it('marks both ends when the range crosses noon', () => {
    expect(formatShortTimeRange(DAY2)).toBe('10:30 AM–12:30 PM')
  })

  it('uses the London date and clock, not UTC', () => {
    // 23:30 UTC on the 19th is 00:30 BST on Saturday the 20th.
    const lateNight = { startsAt: '2025-09-19T23:30:00.000Z', endsAt: '2025-09-20T00:30:00.000Z' }
    expect(formatShortDayDate(lateNight)).toBe('Sat 20 Sept')
    expect(formatShortTimeRange(lateNight)).toBe('12:30–1:30 AM')
  })
})

describe('checkinSessionAt', () => {
  // A weekend: Friday evening, Saturday morning and afternoon, then Sunday morning (all BST).
  const session = (key: string, start: string, end: string) => ({
    key,
    startsAt: londonInstant(start),
    endsAt: londonInstant(end),
  })
  const WEEKEND = [
    session('friday', '2026-05-01T19:00', '2026-05-01T21:00'),
    session('sat-am', '2026-05-02T10:00', '2026-05-02T12:00'),
    session('sat-pm', '2026-05-02T14:00', '2026-05-02T16:00'),
    session('sunday', '2026-05-03T10:30', '2026-05-03T12:30'),
  ]
  const londonTime = (local: string) => new Date(londonInstant(local))

  it('works on the first session before the event', () => {
    expect(checkinSessionAt(londonTime('2026-04-20T09:00'), WEEKEND)).toBe('friday')
  })

  it('works on the session of the UK day from early morning, before it starts', () => {
    expect(checkinSessionAt(londonTime('2026-05-02T07:00'), WEEKEND)).toBe('sat-am')
    expect(checkinSessionAt(londonTime('2026-05-03T00:10'), WEEKEND)).toBe('sunday')
  })

  it("moves to the day's next session once the first has ended", () => {
    expect(checkinSessionAt(londonTime('2026-05-02T11:59'), WEEKEND)).toBe('sat-am')
    expect(checkinSessionAt(londonTime('2026-05-02T12:00'), WEEKEND)).toBe('sat-pm')
  })

  it("moves on to the next session once the day's sessions are all over", () => {
    expect(checkinSessionAt(londonTime('2026-05-01T21:30'), WEEKEND)).toBe('sat-am')
    expect(checkinSessionAt(londonTime('2026-05-02T18:00'), WEEKEND)).toBe('sunday')
  })

  it('stays on the last session after the event', () => {
    expect(checkinSessionAt(londonTime('2026-05-03T13:00'), WEEKEND)).toBe('sunday')
    expect(checkinSessionAt(londonTime('2027-01-01T00:00'), WEEKEND)).toBe('sunday')
  })

  it('judges "today" by the UK date, not UTC', () => {
    // 23:30 UTC on Friday is 00:30 on Saturday in London: Friday's session is over, Saturday's is today's.
    expect(checkinSessionAt(new Date('2026-05-01T23:30:00Z'), WEEKEND)).toBe('sat-am')
  })

  it('reads the sessions in start order whatever order they are listed in', () => {
    expect(checkinSessionAt(londonTime('2026-04-20T09:00'), [...WEEKEND].reverse())).toBe('friday')
    expect(checkinSessionAt(londonTime('2026-05-02T13:00'), [...WEEKEND].reverse())).toBe('sat-pm')
  })

  it('keeps the two-day rule: Day 1 until it has ended, then Day 2', () => {
    expect(checkinSessionAt(new Date('2025-09-01T00:00:00Z'), EVENT_DAYS)).toBe('day1')
    expect(checkinSessionAt(new Date(Date.parse(DAY1.endsAt) - 1), EVENT_DAYS)).toBe('day1')
    expect(checkinSessionAt(new Date(DAY1.endsAt), EVENT_DAYS)).toBe('day2')
    expect(checkinSessionAt(new Date('2026-01-01T00:00:00Z'), EVENT_DAYS)).toBe('day2')
  })

  it('is null for an event without sessions', () => {
    expect(checkinSessionAt(new Date(), [])).toBeNull()
  })
})

describe('formatDateTimeAt', () => {
  it('writes an instant as its UK date and clock time', () => {
    expect(formatDateTimeAt('2027-01-05T09:00:00.000Z')).toBe('Tuesday 5 January 2027 at 9:00 AM')
    expect(formatDateTimeAt(londonInstant('2026-06-01T17:30'))).toBe('Monday 1 June 2026 at 5:30 PM')
  })
})
