import { describe, expect, it } from 'vitest'

import { tapOutcome, tapTime } from '@/checkins/rules/door-ops'

const now = new Date('2026-05-10T10:00:00.000Z')

describe('the time a queued door tap is recorded at', () => {
  it('keeps the device time of a tap taken earlier', () => {
    expect(tapTime('2026-05-10T09:12:30.000Z', now)).toBe('2026-05-10T09:12:30.000Z')
  })
  it('counts a tap a little in the future (a fast clock) as now', () => {
    expect(tapTime('2026-05-10T10:01:00.000Z', now)).toBe(now.toISOString())
  })
  it('refuses a time far in the future, older than a week, or not a time', () => {
    expect(tapTime('2026-05-10T11:00:00.000Z', now)).toBeNull()
    expect(tapTime('2026-05-01T09:00:00.000Z', now)).toBeNull()
    expect(tapTime('soon', now)).toBeNull()
  })
})

describe('what a queued door tap does, in time order', () => {
  const at = (time: string) => `2026-05-10T${time}:00.000Z`
  it('creates a check-in for someone not in and never undone since', () => {
    expect(tapOutcome({ action: 'in', at: at('09:00') }, { checkedInAt: null, lastUndoneAt: null })).toBe('create')
    expect(tapOutcome({ action: 'in', at: at('09:00') }, { checkedInAt: null, lastUndoneAt: at('08:00') })).toBe(
      'create',
    )
  })
  it('keeps the earliest of two check-ins of the same person', () => {
    expect(tapOutcome({ action: 'in', at: at('09:00') }, { checkedInAt: at('09:05'), lastUndoneAt: null })).toBe(
      'move-earlier',
    )
    expect(tapOutcome({ action: 'in', at: at('09:10') }, { checkedInAt: at('09:05'), lastUndoneAt: null })).toBe(
      'unchanged',
    )
  })
  it('does not bring back someone undone after the check-in was taken', () => {
    expect(tapOutcome({ action: 'in', at: at('09:00') }, { checkedInAt: null, lastUndoneAt: at('09:02') })).toBe(
      'superseded',
    )
  })
  it('undoes a check-in made at or before the undo, never one made after it', () => {
    expect(tapOutcome({ action: 'out', at: at('09:05') }, { checkedInAt: at('09:05'), lastUndoneAt: null })).toBe(
      'delete',
    )
    expect(tapOutcome({ action: 'out', at: at('09:04') }, { checkedInAt: at('09:05'), lastUndoneAt: null })).toBe(
      'superseded',
    )
    expect(tapOutcome({ action: 'out', at: at('09:04') }, { checkedInAt: null, lastUndoneAt: null })).toBe('unchanged')
  })
})
