import { describe, expect, it } from 'vitest'

import type { EventSession } from '@/events/rules/event-model'
import { londonInstant } from '@/events/rules/event-time'
import { shiftEventDates } from '@/events/rules/shift-event'

const session = (key: string, start: string, end: string): EventSession => ({
  key,
  title: key,
  startsAt: londonInstant(start),
  endsAt: londonInstant(end),
  mode: 'in-person',
  venue: 'Town Hall',
})

// A summer weekend: Saturday 17:00–19:00 and Sunday 10:30–12:30, London time.
const SUMMER = {
  sessions: [
    session('saturday', '2026-06-20T17:00', '2026-06-20T19:00'),
    session('sunday', '2026-06-21T10:30', '2026-06-21T12:30'),
  ],
  registrationOpensAt: londonInstant('2026-05-01T09:00'),
  registrationClosesAt: londonInstant('2026-06-19T23:59'),
}

const londonTimes = (event: { sessions: readonly EventSession[] }) =>
  event.sessions.map((moved) => [moved.startsAt, moved.endsAt])

describe('shiftEventDates', () => {
  it('moves every session and registration time by the same number of days', () => {
    expect(shiftEventDates(SUMMER, '2026-07-04')).toEqual({
      sessions: [
        {
          ...SUMMER.sessions[0],
          startsAt: londonInstant('2026-07-04T17:00'),
          endsAt: londonInstant('2026-07-04T19:00'),
        },
        {
          ...SUMMER.sessions[1],
          startsAt: londonInstant('2026-07-05T10:30'),
          endsAt: londonInstant('2026-07-05T12:30'),
        },
      ],
      registrationOpensAt: londonInstant('2026-05-15T09:00'),
      registrationClosesAt: londonInstant('2026-07-03T23:59'),
    })
  })

  it('keeps the London clock times when the move crosses the end of summer time in late October', () => {
    // BST ends on Sunday 25 October 2026: 17:00 on the 24th is 16:00 UTC, 17:00 on the 31st is 17:00 UTC.
    const moved = shiftEventDates(SUMMER, '2026-10-31')
    expect(londonTimes(moved)).toEqual([
      ['2026-10-31T17:00:00.000Z', '2026-10-31T19:00:00.000Z'],
      ['2026-11-01T10:30:00.000Z', '2026-11-01T12:30:00.000Z'],
    ])
    expect(moved.registrationOpensAt).toBe(londonInstant('2026-09-11T09:00'))
  })

  it('keeps the London clock times for a weekend split by the October change', () => {
    const split = {
      sessions: [
        session('saturday', '2026-10-24T17:00', '2026-10-24T19:00'),
        session('sunday', '2026-10-25T10:30', '2026-10-25T12:30'),
      ],
    }
    expect(londonTimes(shiftEventDates(split, '2026-10-17'))).toEqual([
      [londonInstant('2026-10-17T17:00'), londonInstant('2026-10-17T19:00')],
      [londonInstant('2026-10-18T10:30'), londonInstant('2026-10-18T12:30')],
    ])
  })

  it('keeps the London clock times across the start of summer time in late March', () => {
    // BST starts on Sunday 28 March 2027: 10:30 on the 21st is 10:30 UTC, 10:30 on the 28th is 09:30 UTC.
    const march = {
      sessions: [
        session('saturday', '2027-03-20T17:00', '2027-03-20T19:00'),
        session('sunday', '2027-03-21T10:30', '2027-03-21T12:30'),
      ],
    }
    expect(londonTimes(shiftEventDates(march, '2027-03-27'))).toEqual([
      ['2027-03-27T17:00:00.000Z', '2027-03-27T19:00:00.000Z'],
      ['2027-03-28T09:30:00.000Z', '2027-03-28T11:30:00.000Z'],
    ])
  })

  it('moves an event earlier as well as later', () => {
    expect(londonTimes(shiftEventDates(SUMMER, '2026-01-10'))).toEqual([
      ['2026-01-10T17:00:00.000Z', '2026-01-10T19:00:00.000Z'],
      ['2026-01-11T10:30:00.000Z', '2026-01-11T12:30:00.000Z'],
    ])
  })

  it('leaves the times as they are when the first day is already the new date', () => {
    expect(shiftEventDates(SUMMER, '2026-06-20')).toEqual(SUMMER)
  })

  it('counts from the earliest session, whatever order they are listed in', () => {
    const reversed = { sessions: [...SUMMER.sessions].reverse() }
    expect(londonTimes(shiftEventDates(reversed, '2026-07-04'))).toEqual([
      [londonInstant('2026-07-05T10:30'), londonInstant('2026-07-05T12:30')],
      [londonInstant('2026-07-04T17:00'), londonInstant('2026-07-04T19:00')],
    ])
  })

  it("reads the first session's date in London, not UTC", () => {
    // 00:30 BST on Saturday 20 June is 23:30 UTC on the Friday.
    const midnight = { sessions: [session('vigil', '2026-06-20T00:30', '2026-06-20T02:00')] }
    expect(londonTimes(shiftEventDates(midnight, '2026-06-27'))).toEqual([
      [londonInstant('2026-06-27T00:30'), londonInstant('2026-06-27T02:00')],
    ])
  })

  it('keeps missing registration times missing, and the rest of the event as it was', () => {
    const event = { title: 'Harvest', sessions: SUMMER.sessions, registrationOpensAt: null }
    const moved = shiftEventDates(event, '2026-07-04')
    expect(moved.title).toBe('Harvest')
    expect(moved.registrationOpensAt).toBeNull()
    expect(moved).not.toHaveProperty('registrationClosesAt')
    expect(moved.sessions[1]).toMatchObject({ key: 'sunday', title: 'sunday', venue: 'Town Hall' })
  })

  it('returns new objects and leaves the event it was given untouched', () => {
    const before = structuredClone(SUMMER)
    const moved = shiftEventDates(SUMMER, '2026-07-04')
    expect(moved.sessions).not.toBe(SUMMER.sessions)
    expect(SUMMER).toEqual(before)
  })

  it('refuses a new date that is not a real calendar date', () => {
    for (const bad of ['2026-02-30', '4 July 2026', '2026-7-4', '2026-07-04T10:00', '']) {
      expect(() => shiftEventDates(SUMMER, bad)).toThrow(
        `"${bad}" is not a date: give the new first day as YYYY-MM-DD, like 2026-10-25.`,
      )
    }
  })

  it('refuses an event without sessions', () => {
    expect(() => shiftEventDates({ sessions: [] }, '2026-07-04')).toThrow(/no sessions/)
  })
})
