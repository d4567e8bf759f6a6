import { describe, expect, it } from 'vitest'

import { eventPhase, eventTimeStatus, firstSessionStart, lastSessionEnd, type EventDay } from '@/events/rules/countdown'
import type { EventSession } from '@/events/rules/event-model'

// Friday evening, Saturday morning, Sunday morning; in the order staff might list them.
const session = (key: string, startsAt: string, endsAt: string): EventSession => ({
  key,
  title: key,
  startsAt,
  endsAt,
  mode: 'in-person',
})
const FRIDAY = session('friday', '2026-05-01T18:00:00.000Z', '2026-05-01T20:00:00.000Z')
const SATURDAY = session('saturday', '2026-05-02T09:00:00.000Z', '2026-05-02T11:00:00.000Z')
const SUNDAY = session('sunday', '2026-05-03T09:30:00.000Z', '2026-05-03T11:30:00.000Z')
const WEEKEND = [SATURDAY, SUNDAY, FRIDAY]

const at = (iso: string) => new Date(iso)
const plusSeconds = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000)

describe('eventPhase for any number of sessions', () => {
  it('counts to the first session before the event', () => {
    expect(eventPhase(at('2026-04-30T18:00:00.000Z'), WEEKEND)).toEqual({
      phase: 'day1',
      target: at(FRIDAY.startsAt),
      remaining: { days: 1, hours: 0, minutes: 0, seconds: 0 },
      sessionIndex: 0,
    })
    expect(eventPhase(plusSeconds(FRIDAY.startsAt, -1), WEEKEND).phase).toBe('day1')
  })

  it('counts to the next session from the moment one starts', () => {
    expect(eventPhase(at(FRIDAY.startsAt), WEEKEND)).toMatchObject({
      phase: 'day2',
      target: at(SATURDAY.startsAt),
      sessionIndex: 1,
    })
    expect(eventPhase(at(FRIDAY.endsAt), WEEKEND)).toMatchObject({ phase: 'day2', sessionIndex: 1 })
    expect(eventPhase(at(SATURDAY.startsAt), WEEKEND)).toMatchObject({
      phase: 'day3',
      target: at(SUNDAY.startsAt),
      sessionIndex: 2,
    })
    expect(eventPhase(plusSeconds(SUNDAY.startsAt, -1), WEEKEND).remaining).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    })
  })

  it('is live from the last session start until it ends, then ended', () => {
    expect(eventPhase(at(SUNDAY.startsAt), WEEKEND)).toEqual({
      phase: 'live',
      target: null,
      remaining: null,
      sessionIndex: null,
    })
    expect(eventPhase(plusSeconds(SUNDAY.endsAt, -1), WEEKEND).phase).toBe('live')
    expect(eventPhase(at(SUNDAY.endsAt), WEEKEND)).toEqual({
      phase: 'ended',
      target: null,
      remaining: null,
      sessionIndex: null,
    })
  })

  it('names the phase after the session it counts to, up to "day20"', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => {
      const day = String(index + 1).padStart(2, '0')
      return session(`s${index + 1}`, `2026-06-${day}T18:00:00.000Z`, `2026-06-${day}T20:00:00.000Z`)
    })
    expect(eventPhase(at('2026-06-19T19:00:00.000Z'), twenty)).toMatchObject({ phase: 'day20', sessionIndex: 19 })
    expect(eventPhase(at('2026-06-20T19:00:00.000Z'), twenty).phase).toBe('live')
  })

  it('stays live while an earlier, longer session is still running', () => {
    const retreat = session('retreat', '2026-05-01T09:00:00.000Z', '2026-05-03T17:00:00.000Z')
    expect(eventPhase(at('2026-05-03T12:00:00.000Z'), [retreat, SUNDAY]).phase).toBe('live')
  })

  it('has ended when there are no sessions', () => {
    expect(eventPhase(at('2026-05-01T00:00:00.000Z'), [])).toEqual({
      phase: 'ended',
      target: null,
      remaining: null,
      sessionIndex: null,
    })
  })

  it('refuses a session whose time cannot be read', () => {
    expect(() => eventPhase(at('2026-05-01T00:00:00.000Z'), [{ ...FRIDAY, startsAt: 'soon' }])).toThrow(
      /Session 1's start is not a valid date-time/,
    )
  })

  it('still accepts the EventDay name for a session', () => {
    const day: EventDay = FRIDAY
    expect(eventPhase(at('2026-04-30T18:00:00.000Z'), [day]).phase).toBe('day1')
  })
})

describe('eventTimeStatus', () => {
  it('is upcoming before the first start, in progress until the last end, then ended', () => {
    expect(eventTimeStatus(plusSeconds(FRIDAY.startsAt, -1), WEEKEND)).toBe('upcoming')
    expect(eventTimeStatus(at(FRIDAY.startsAt), WEEKEND)).toBe('in-progress')
    expect(eventTimeStatus(at('2026-05-02T20:00:00.000Z'), WEEKEND)).toBe('in-progress')
    expect(eventTimeStatus(plusSeconds(SUNDAY.endsAt, -1), WEEKEND)).toBe('in-progress')
    expect(eventTimeStatus(at(SUNDAY.endsAt), WEEKEND)).toBe('ended')
  })

  it('counts an event without sessions as ended', () => {
    expect(eventTimeStatus(at('2026-05-01T00:00:00.000Z'), [])).toBe('ended')
  })
})

describe('first and last session times', () => {
  it('finds the earliest start and the latest end whatever the listed order', () => {
    expect(firstSessionStart(WEEKEND)).toBe(FRIDAY.startsAt)
    expect(lastSessionEnd(WEEKEND)).toBe(SUNDAY.endsAt)
  })

  it('gives ISO instants in UTC whatever offset they were written with', () => {
    expect(firstSessionStart([{ startsAt: '2026-05-01T19:00:00+01:00', endsAt: '2026-05-01T21:00:00+01:00' }])).toBe(
      '2026-05-01T18:00:00.000Z',
    )
  })

  it('is null for an event without sessions', () => {
    expect(firstSessionStart([])).toBeNull()
    expect(lastSessionEnd([])).toBeNull()
  })
})
