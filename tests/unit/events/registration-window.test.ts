import { describe, expect, it } from 'vitest'

import type { EventSession } from '@/events/rules/event-model'
import { londonInstant } from '@/events/rules/event-time'
import { registrationWindow, registrationWindowMessage } from '@/events/rules/registration-window'

const session = (key: string, startsAt: string, endsAt: string): EventSession => ({
  key,
  title: key,
  startsAt,
  endsAt,
  mode: 'in-person',
})
const SESSIONS = [
  session('saturday', '2027-02-06T17:00:00.000Z', '2027-02-06T19:00:00.000Z'),
  session('sunday', '2027-02-07T10:30:00.000Z', '2027-02-07T12:30:00.000Z'),
]
const LAST_END = '2027-02-07T12:30:00.000Z'
const OPENS = '2027-01-05T09:00:00.000Z'
const CLOSES = '2027-02-01T23:59:00.000Z'

const at = (iso: string) => new Date(iso)
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1)

describe('registrationWindow', () => {
  it('is open with no settings until the last session ends, then closed', () => {
    expect(registrationWindow(at('2026-01-01T00:00:00.000Z'), {}, SESSIONS)).toEqual({ state: 'open' })
    expect(registrationWindow(justBefore(LAST_END), {}, SESSIONS)).toEqual({ state: 'open' })
    expect(registrationWindow(at(LAST_END), {}, SESSIONS)).toEqual({ state: 'closed', closedAt: LAST_END })
  })

  it('closes at the last session end by default, whether the setting is null or undefined', () => {
    const settings = { registrationOpensAt: null, registrationCloses: null, registrationClosesAt: null }
    expect(registrationWindow(at(LAST_END), settings, SESSIONS)).toEqual({ state: 'closed', closedAt: LAST_END })
    expect(registrationWindow(at(LAST_END), { registrationCloses: 'last-session-ends' }, SESSIONS)).toEqual({
      state: 'closed',
      closedAt: LAST_END,
    })
  })

  it('uses the latest end when sessions are listed out of order', () => {
    expect(registrationWindow(at(LAST_END), {}, [...SESSIONS].reverse())).toEqual({
      state: 'closed',
      closedAt: LAST_END,
    })
  })

  it('is not open before the opening time, and open from that instant', () => {
    expect(registrationWindow(justBefore(OPENS), { registrationOpensAt: OPENS }, SESSIONS)).toEqual({
      state: 'not-open',
      opensAt: OPENS,
    })
    expect(registrationWindow(at(OPENS), { registrationOpensAt: OPENS }, SESSIONS)).toEqual({ state: 'open' })
  })

  it('closes at the chosen date: open just before it, closed at that instant', () => {
    const settings = { registrationCloses: 'at-date', registrationClosesAt: CLOSES } as const
    expect(registrationWindow(justBefore(CLOSES), settings, SESSIONS)).toEqual({ state: 'open' })
    expect(registrationWindow(at(CLOSES), settings, SESSIONS)).toEqual({ state: 'closed', closedAt: CLOSES })
  })

  it('may close at a date after the event, for late sign-ups to a recording', () => {
    const settings = { registrationCloses: 'at-date', registrationClosesAt: '2027-03-01T00:00:00.000Z' } as const
    expect(registrationWindow(at(LAST_END), settings, SESSIONS)).toEqual({ state: 'open' })
  })

  it('falls back to the last session end when "at a date" has no date', () => {
    expect(
      registrationWindow(at(LAST_END), { registrationCloses: 'at-date', registrationClosesAt: null }, SESSIONS),
    ).toEqual({ state: 'closed', closedAt: LAST_END })
  })

  it('never closes when set so, even long after the event', () => {
    expect(
      registrationWindow(
        at('2030-01-01T00:00:00.000Z'),
        { registrationCloses: 'never', registrationClosesAt: CLOSES },
        SESSIONS,
      ),
    ).toEqual({ state: 'open' })
  })

  it('says closed rather than "opens on" when the closing time has passed before the opening time', () => {
    const settings = {
      registrationOpensAt: '2027-03-01T00:00:00.000Z',
      registrationCloses: 'at-date',
      registrationClosesAt: CLOSES,
    } as const
    expect(registrationWindow(at('2027-02-15T00:00:00.000Z'), settings, SESSIONS)).toEqual({
      state: 'closed',
      closedAt: CLOSES,
    })
  })

  it('gives instants in UTC whatever offset they were written with', () => {
    expect(
      registrationWindow(
        at('2027-01-01T00:00:00.000Z'),
        { registrationOpensAt: '2027-01-05T09:00:00+00:00' },
        SESSIONS,
      ),
    ).toEqual({ state: 'not-open', opensAt: OPENS })
  })

  it('is closed with no closing time for an event without sessions that would close with them', () => {
    expect(registrationWindow(at('2027-01-01T00:00:00.000Z'), {}, [])).toEqual({ state: 'closed', closedAt: null })
  })

  it('refuses a setting that is not a date-time', () => {
    expect(() => registrationWindow(at(OPENS), { registrationOpensAt: 'next week' }, SESSIONS)).toThrow(
      /not a valid date-time/,
    )
  })
})

describe('registrationWindowMessage', () => {
  it('says when registration opens, in UK time', () => {
    expect(registrationWindowMessage({ state: 'not-open', opensAt: OPENS })).toBe(
      'Registration opens on Tuesday 5 January 2027 at 9:00 AM (UK time).',
    )
  })

  it('writes a summer opening time on the BST clock', () => {
    expect(registrationWindowMessage({ state: 'not-open', opensAt: londonInstant('2026-07-01T18:30') })).toBe(
      'Registration opens on Wednesday 1 July 2026 at 6:30 PM (UK time).',
    )
  })

  it('says registration has closed', () => {
    expect(registrationWindowMessage({ state: 'closed', closedAt: LAST_END })).toBe(
      'Registration for this event has closed.',
    )
    expect(registrationWindowMessage({ state: 'closed', closedAt: null })).toBe(
      'Registration for this event has closed.',
    )
  })

  it('says nothing while registration is open', () => {
    expect(registrationWindowMessage({ state: 'open' })).toBeNull()
  })
})
