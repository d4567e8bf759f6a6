import { describe, expect, it } from 'vitest'

import { defaultEndsAt, nextTitle, weeklyRepeats } from '@/events/rules/repeat-sessions'

describe('repeating a session weekly', () => {
  it('counts the title on from its last number, or numbers a title without one', () => {
    expect(nextTitle('Week 1', 1)).toBe('Week 2')
    expect(nextTitle('Week 1', 3)).toBe('Week 4')
    expect(nextTitle('Session 3 of the course', 1)).toBe('Session 4 of the course')
    expect(nextTitle('Alpha course', 1)).toBe('Alpha course (week 2)')
  })

  it('adds sessions a week apart at the same UK clock time, across a clock change', () => {
    // 7 pm on Tuesday 20 October 2026 (BST); the clocks go back on Sunday 25 October.
    const repeats = weeklyRepeats(
      { title: 'Week 1', startsAt: '2026-10-20T18:00:00.000Z', endsAt: '2026-10-20T19:30:00.000Z' },
      2,
      1,
    )
    expect(repeats).toEqual([
      { title: 'Week 2', startsAt: '2026-10-27T19:00:00.000Z', endsAt: '2026-10-27T20:30:00.000Z' },
      { title: 'Week 3', startsAt: '2026-11-03T19:00:00.000Z', endsAt: '2026-11-03T20:30:00.000Z' },
    ])
  })

  it('adds no more than the event holds, and nothing for a session without times', () => {
    const last = { title: 'Week 18', startsAt: '2027-01-05T19:00:00.000Z', endsAt: '2027-01-05T20:00:00.000Z' }
    expect(weeklyRepeats(last, 5, 18).map((session) => session.title)).toEqual(['Week 19', 'Week 20'])
    expect(weeklyRepeats(last, 5, 20)).toEqual([])
    expect(weeklyRepeats({ ...last, startsAt: '' }, 2, 1)).toEqual([])
  })
})

describe("a new session's end", () => {
  it("is its start plus the session before's length", () => {
    const previous = { startsAt: '2027-01-05T19:00:00.000Z', endsAt: '2027-01-05T20:30:00.000Z' }
    expect(defaultEndsAt(previous, '2027-01-12T18:00:00.000Z')).toBe('2027-01-12T19:30:00.000Z')
  })

  it('is left to staff when there is nothing to go by', () => {
    expect(defaultEndsAt(undefined, '2027-01-12T18:00:00.000Z')).toBeNull()
    expect(defaultEndsAt({ startsAt: '2027-01-05T19:00:00.000Z' }, '2027-01-12T18:00:00.000Z')).toBeNull()
    expect(defaultEndsAt({ startsAt: '2027-01-05T19:00:00.000Z', endsAt: '2027-01-05T18:00:00.000Z' }, 'x')).toBeNull()
  })
})
