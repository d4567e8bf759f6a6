import { describe, expect, it } from 'vitest'

import { defaultEventId } from '@/events/rules/pick-event'

const span = (startsAt: string, endsAt: string) => ({ startsAt, endsAt })

// Spring: 1–2 March; summer: 1 June and 8 June (two sessions a week apart); autumn: 1 October.
const SPRING = {
  id: 1,
  sessions: [
    span('2026-03-01T10:00:00.000Z', '2026-03-01T12:00:00.000Z'),
    span('2026-03-02T10:00:00.000Z', '2026-03-02T12:00:00.000Z'),
  ],
}
const SUMMER = {
  id: 2,
  sessions: [
    span('2026-06-08T17:00:00.000Z', '2026-06-08T19:00:00.000Z'),
    span('2026-06-01T17:00:00.000Z', '2026-06-01T19:00:00.000Z'),
  ],
}
const AUTUMN = { id: 3, sessions: [span('2026-10-01T17:00:00.000Z', '2026-10-01T19:00:00.000Z')] }
const EVENTS = [AUTUMN, SPRING, SUMMER]

const at = (iso: string) => new Date(iso)

describe('defaultEventId', () => {
  it('picks the event happening now, from its first start until just before its last end', () => {
    expect(defaultEventId(at('2026-03-01T10:00:00.000Z'), EVENTS)).toBe(1)
    expect(defaultEventId(at('2026-03-02T11:59:59.000Z'), EVENTS)).toBe(1)
  })

  it('counts the days between two sessions as happening', () => {
    expect(defaultEventId(at('2026-06-04T12:00:00.000Z'), EVENTS)).toBe(2)
  })

  it('picks the next event to start when none is happening', () => {
    expect(defaultEventId(at('2026-01-01T00:00:00.000Z'), EVENTS)).toBe(1)
    expect(defaultEventId(at('2026-03-02T12:00:00.000Z'), EVENTS)).toBe(2)
    expect(defaultEventId(at('2026-07-01T00:00:00.000Z'), EVENTS)).toBe(3)
  })

  it('picks the event that ended most recently when all are over', () => {
    expect(defaultEventId(at('2027-01-01T00:00:00.000Z'), EVENTS)).toBe(3)
    expect(defaultEventId(at('2027-01-01T00:00:00.000Z'), [SPRING, SUMMER])).toBe(2)
  })

  it('picks the one that started last when two events overlap', () => {
    const retreat = { id: 4, sessions: [span('2026-05-25T09:00:00.000Z', '2026-06-15T17:00:00.000Z')] }
    expect(defaultEventId(at('2026-06-04T12:00:00.000Z'), [SUMMER, retreat])).toBe(2)
    expect(defaultEventId(at('2026-05-28T12:00:00.000Z'), [SUMMER, retreat])).toBe(4)
  })

  it('skips events without sessions, and is null when there is nothing to pick', () => {
    expect(defaultEventId(at('2026-01-01T00:00:00.000Z'), [{ id: 9, sessions: [] }, AUTUMN])).toBe(3)
    expect(defaultEventId(at('2026-01-01T00:00:00.000Z'), [{ id: 9, sessions: [] }])).toBeNull()
    expect(defaultEventId(at('2026-01-01T00:00:00.000Z'), [])).toBeNull()
  })
})
