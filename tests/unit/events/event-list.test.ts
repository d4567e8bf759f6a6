import { describe, expect, it } from 'vitest'

import { eventPlaces, formatEventDates, hasSessionTimes, latestEndFirst, splitEvents } from '@/events/rules/event-list'
import { londonInstant } from '@/events/rules/event-time'

const session = (start: string, end: string) => ({ startsAt: londonInstant(start), endsAt: londonInstant(end) })
const event = (name: string, ...sessions: ReturnType<typeof session>[]) => ({ name, sessions })

const NOW = new Date(londonInstant('2026-11-24T12:00'))
const SPEC = event(
  'spec',
  session('2025-09-20T17:00', '2025-09-20T19:00'),
  session('2025-09-21T10:30', '2025-09-21T12:30'),
)
const SUMMER = event('summer', session('2026-07-04T10:00', '2026-07-04T16:00'))
const TODAY = event('today', session('2026-11-24T10:00', '2026-11-24T13:00'))
const ADVENT = event('advent', session('2026-12-05T18:00', '2026-12-05T20:00'))
const HARVEST = event(
  'harvest',
  session('2026-11-28T10:00', '2026-11-28T12:00'),
  session('2026-11-29T10:00', '2026-11-29T12:00'),
)
const EMPTY = event('empty')

describe('splitEvents', () => {
  it('lists what has not ended, happening now included, soonest first, then the past, latest first', () => {
    const { upcoming, past } = splitEvents(NOW, [SPEC, ADVENT, SUMMER, TODAY, HARVEST, EMPTY])
    expect(upcoming.map((e) => e.name)).toEqual(['today', 'harvest', 'advent'])
    expect(past.map((e) => e.name)).toEqual(['summer', 'spec', 'empty'])
  })

  it('moves an event to the past the moment its last session ends', () => {
    expect(splitEvents(new Date(TODAY.sessions[0]!.endsAt), [TODAY]).past).toEqual([TODAY])
    expect(splitEvents(new Date(Date.parse(TODAY.sessions[0]!.endsAt) - 1), [TODAY]).upcoming).toEqual([TODAY])
  })

  it('orders by the end of the last session for the past list', () => {
    expect(latestEndFirst([SPEC, HARVEST, SUMMER]).map((e) => e.name)).toEqual(['harvest', 'summer', 'spec'])
  })
})

describe('formatEventDates', () => {
  it('gives one UK date, or the first and last', () => {
    expect(formatEventDates(SUMMER.sessions)).toBe('Saturday 4 July 2026')
    expect(formatEventDates(SPEC.sessions)).toBe('Saturday 20 September 2025 to Sunday 21 September 2025')
    expect(formatEventDates([...HARVEST.sessions].reverse())).toBe(
      'Saturday 28 November 2026 to Sunday 29 November 2026',
    )
    expect(formatEventDates([])).toBe('')
  })

  it('counts a late-evening session by its UK date', () => {
    expect(formatEventDates([session('2026-07-04T23:30', '2026-07-05T00:30')])).toBe('Saturday 4 July 2026')
  })
})

describe('eventPlaces', () => {
  it('names each place once, in session order, with "Online" for an online session without a venue', () => {
    expect(
      eventPlaces([
        { mode: 'online', venue: 'YouTube live stream' },
        { mode: 'in-person', venue: 'Sports Centre Pavilion' },
        { mode: 'in-person', venue: ' Sports Centre Pavilion ' },
        { mode: 'online', venue: null },
        { mode: 'in-person', venue: '' },
      ]),
    ).toBe('YouTube live stream · Sports Centre Pavilion · Online')
  })
})

describe('hasSessionTimes', () => {
  it('keeps a session with both times and leaves out a half-made draft session', () => {
    expect(hasSessionTimes({ startsAt: '2026-07-04T09:00:00Z', endsAt: '2026-07-04T10:00:00Z' })).toBe(true)
    expect(hasSessionTimes({ startsAt: '2026-07-04T09:00:00Z' })).toBe(false)
    expect(hasSessionTimes({ startsAt: '', endsAt: '2026-07-04T10:00:00Z' })).toBe(false)
    expect(hasSessionTimes({ startsAt: null as unknown as string, endsAt: 'soon' })).toBe(false)
  })
})
