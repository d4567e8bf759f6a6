import { describe, expect, it } from 'vitest'

import { endedTimeline, registrationTimeline } from '@/events/rules/event-page-timelines'
import type { RegistrationWindowSettings } from '@/events/rules/event-model'
import { londonInstant } from '@/events/rules/event-time'
import { registrationWindow, registrationWindowMessage } from '@/events/rules/registration-window'
import { phaseAt, stateAt, timelineOf, untilNextEdge } from '@/events/rules/phase-timeline'

const at = (iso: string) => new Date(iso)

describe('timelineOf', () => {
  it('asks the rule once per phase and merges neighbouring phases in the same state', () => {
    const rule = (now: Date) =>
      now < at('2026-01-01T00:00:00Z') ? 'before' : now < at('2026-02-01T00:00:00Z') ? 'during' : 'after'
    const timeline = timelineOf(
      ['2026-02-01T00:00:00Z', null, '2026-01-01T00:00:00Z', '2026-01-15T00:00:00Z', undefined, 'not a date'],
      rule,
    )
    expect(timeline).toEqual({
      edges: ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
      states: ['before', 'during', 'after'],
    })
  })

  it('is one phase when there are no instants or the state never changes', () => {
    expect(timelineOf([], () => 'open')).toEqual({ edges: [], states: ['open'] })
    expect(timelineOf(['2026-01-01T00:00:00Z'], () => true)).toEqual({ edges: [], states: [true] })
  })
})

describe('phaseAt', () => {
  const edges = ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']

  it('counts the edges reached; an edge belongs to the phase it starts', () => {
    expect(phaseAt(at('2025-12-31T23:59:59.999Z'), edges)).toBe(0)
    expect(phaseAt(at('2026-01-01T00:00:00.000Z'), edges)).toBe(1)
    expect(phaseAt(at('2026-01-31T23:59:59.999Z'), edges)).toBe(1)
    expect(phaseAt(at('2026-02-01T00:00:00.000Z'), edges)).toBe(2)
    expect(stateAt(at('2026-03-01T00:00:00Z'), { edges, states: ['a', 'b', 'c'] })).toBe('c')
  })

  it('says how long until the next edge, and null after the last', () => {
    expect(untilNextEdge(at('2025-12-31T23:59:00Z'), edges)).toBe(60_000)
    expect(untilNextEdge(at('2026-01-01T00:00:00Z'), edges)).toBe(31 * 86_400_000)
    expect(untilNextEdge(at('2026-02-01T00:00:00Z'), edges)).toBeNull()
  })
})

const session = (start: string, end: string) => ({ startsAt: londonInstant(start), endsAt: londonInstant(end) })
const SESSIONS = [session('2026-11-07T10:00', '2026-11-07T12:00'), session('2026-11-08T10:00', '2026-11-08T12:00')]

describe('endedTimeline', () => {
  it('turns at the last session end, not before', () => {
    const timeline = endedTimeline(SESSIONS)
    expect(timeline).toEqual({ edges: [SESSIONS[1]!.endsAt], states: [false, true] })
  })

  it('is ended for ever for an event without sessions', () => {
    expect(endedTimeline([])).toEqual({ edges: [], states: [true] })
  })
})

describe('registrationTimeline', () => {
  const cases: Array<[string, RegistrationWindowSettings]> = [
    ['closes when the last session ends', {}],
    ['opens later and closes at the end', { registrationOpensAt: londonInstant('2026-10-01T09:00') }],
    ['closes at a date', { registrationCloses: 'at-date', registrationClosesAt: londonInstant('2026-11-06T17:00') }],
    [
      'opens and closes at dates',
      {
        registrationOpensAt: londonInstant('2026-10-01T09:00'),
        registrationCloses: 'at-date',
        registrationClosesAt: londonInstant('2026-11-06T17:00'),
      },
    ],
    ['"at a date" without one closes at the end', { registrationCloses: 'at-date' }],
    ['never closes', { registrationCloses: 'never' }],
    [
      'never closes, opens later',
      { registrationCloses: 'never', registrationOpensAt: londonInstant('2026-10-01T09:00') },
    ],
    [
      'closes before it would open',
      {
        registrationOpensAt: londonInstant('2026-11-07T09:00'),
        registrationCloses: 'at-date',
        registrationClosesAt: londonInstant('2026-10-01T09:00'),
      },
    ],
  ]
  const probes = [
    '2026-09-01T00:00',
    '2026-10-01T08:59',
    '2026-10-01T09:00',
    '2026-11-06T16:59',
    '2026-11-06T17:00',
    '2026-11-07T09:00',
    '2026-11-08T11:59',
    '2026-11-08T12:00',
    '2027-06-01T00:00',
  ]

  for (const [name, settings] of cases) {
    it(`says what registrationWindow says at every moment: ${name}`, () => {
      const timeline = registrationTimeline(settings, SESSIONS)
      for (const probe of probes) {
        const now = new Date(londonInstant(probe))
        expect(stateAt(now, timeline), probe).toBe(
          registrationWindowMessage(registrationWindow(now, settings, SESSIONS)) ?? '',
        )
      }
    })
  }

  it('is a single open phase for an event whose registration never closes (the SPEC event): no script needed', () => {
    expect(registrationTimeline({ registrationCloses: 'never' }, SESSIONS)).toEqual({ edges: [], states: [''] })
  })
})
