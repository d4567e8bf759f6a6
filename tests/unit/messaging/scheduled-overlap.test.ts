import { describe, expect, it } from 'vitest'

import { reminderNameFor, renamedForTiming, type ScheduleOffset } from '../../../src/messaging/rules/scheduled-messages'
import {
  describeScheduledOverlap,
  overlappingScheduledMessages,
  type UpcomingScheduledMessage,
} from '../../../src/messaging/rules/scheduled-overlap'

const dayBefore: ScheduleOffset = { amount: 1, unit: 'days', direction: 'before', anchor: 'start' }
const dayAfterEnd: ScheduleOffset = { amount: 1, unit: 'days', direction: 'after', anchor: 'end' }
const message = (overrides: Partial<UpcomingScheduledMessage>): UpcomingScheduledMessage => ({
  name: 'Thank you',
  sessionKey: 'week-1',
  sessionTitle: 'Week 1',
  audience: 'checked-in',
  offset: dayAfterEnd,
  dueAt: '2026-12-02T19:00:00.000Z',
  ...overrides,
})

describe('scheduled messages reaching the audience being composed for', () => {
  const thanks = message({})
  const reminder = message({ name: 'Reminder: day before', audience: 'registered', offset: dayBefore })
  const waiting = message({ name: 'Still waiting', audience: 'waiting-list' })
  const week2 = message({ sessionKey: 'week-2', sessionTitle: 'Week 2' })
  const all = [thanks, reminder, waiting, week2]

  it('finds those of the same session whose audiences share people', () => {
    expect(overlappingScheduledMessages('attended:7:week-1', 7, all)).toEqual([thanks, reminder])
    expect(overlappingScheduledMessages('waiting:7:week-1', 7, all)).toEqual([waiting])
  })

  it('counts an event-wide audience, and a church-wide one, as reaching every session’s people', () => {
    expect(overlappingScheduledMessages('event:7', 7, all)).toEqual([thanks, reminder, week2])
    expect(overlappingScheduledMessages('all', 7, all)).toEqual(all)
  })

  it('leaves out another event’s audiences and segments', () => {
    expect(overlappingScheduledMessages('event:8', 7, all)).toEqual([])
    expect(overlappingScheduledMessages('segment:3', 7, all)).toEqual([])
  })

  it('says what goes to whom and when, in UK time', () => {
    expect(describeScheduledOverlap(thanks)).toBe(
      '“Thank you” goes by itself to those checked in at Week 1 on Wed 2 Dec 2026, 19:00 (1 day after the end).',
    )
  })
})

describe('a default reminder’s name', () => {
  it('follows its timing, and a name staff chose is kept', () => {
    const twoDays = { ...dayBefore, amount: 2 }
    expect(renamedForTiming('Reminder: day before', dayBefore, twoDays)).toBe('Reminder: 2 days before the start')
    expect(renamedForTiming(reminderNameFor(twoDays), twoDays, dayBefore)).toBe('Reminder: day before')
    expect(renamedForTiming('Bring a torch', dayBefore, twoDays)).toBe('Bring a torch')
  })
})
