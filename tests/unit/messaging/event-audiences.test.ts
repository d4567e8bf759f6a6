import { describe, expect, it } from 'vitest'

import { eventAudienceOptions, eventWideAudienceLabel } from '@/messaging/rules/event-audiences'
import { eventAudienceKey, parseAudienceKey } from '@/messaging/rules/messaging'

const event = {
  id: 9,
  title: 'Harvest 2026',
  sessions: [
    { key: 'friday', title: 'Friday night', endsAt: '2026-10-02T20:00:00.000Z' },
    { key: 'sunday', title: 'Sunday lunch', endsAt: '2026-10-04T13:00:00.000Z' },
  ],
}

describe("an event's audiences", () => {
  it("offers everyone, then each session's registrants and attendees, and no-shows only once a session has ended", () => {
    const options = eventAudienceOptions(event, new Date('2026-10-03T12:00:00.000Z'))
    expect(options.map((option) => [option.key, option.label])).toEqual([
      ['event:9', 'Everyone registered for Harvest 2026'],
      ['session:9:friday', 'Registered for Friday night'],
      ['attended:9:friday', 'Checked in at Friday night'],
      ['no-show:9:friday', 'Registered for Friday night, did not come'],
      ['session:9:sunday', 'Registered for Sunday lunch'],
      ['attended:9:sunday', 'Checked in at Sunday lunch'],
    ])
    expect(new Set(options.map((option) => option.group))).toEqual(new Set(['Harvest 2026']))
  })

  it('where places are limited, says "with a place" for the whole event and offers its waiting lists: the event\'s, and each session\'s that can fill', () => {
    const limited = { ...event, sessions: [{ ...event.sessions[0]!, capacity: 40 }, event.sessions[1]!] }
    const options = eventAudienceOptions(limited, new Date('2026-09-01T12:00:00.000Z'))
    expect(options.map((option) => [option.key, option.label])).toEqual([
      ['event:9', 'Everyone with a place at Harvest 2026'],
      ['waiting:9', 'On a waiting list for Harvest 2026'],
      ['session:9:friday', 'Registered for Friday night'],
      ['attended:9:friday', 'Checked in at Friday night'],
      ['waiting:9:friday', 'On the waiting list for Friday night'],
      ['session:9:sunday', 'Registered for Sunday lunch'],
      ['attended:9:sunday', 'Checked in at Sunday lunch'],
    ])
    // A limit on the event as a whole can fill every session.
    const wholeLimit = eventAudienceOptions({ ...event, capacity: 100 }, new Date('2026-09-01T12:00:00.000Z')).map(
      (option) => option.key,
    )
    expect(wholeLimit.filter((key) => key.startsWith('waiting:'))).toEqual([
      'waiting:9',
      'waiting:9:friday',
      'waiting:9:sunday',
    ])
    expect(eventWideAudienceLabel('Harvest 2026', 'all', false)).toBe('Everyone registered for Harvest 2026')
  })

  it('uses keys the server reads back', () => {
    for (const option of eventAudienceOptions(event, new Date('2027-01-01T00:00:00.000Z')))
      expect(parseAudienceKey(option.key)).not.toBeNull()
    // Every key reads back as the audience that makes it.
    for (const option of eventAudienceOptions({ ...event, capacity: 5 }, new Date('2027-01-01T00:00:00.000Z'))) {
      const parsed = parseAudienceKey(option.key)
      expect(parsed?.kind === 'event' && eventAudienceKey(parsed.eventId, parsed.sessionKey, parsed.attendance)).toBe(
        option.key,
      )
    }
    expect(parseAudienceKey('no-show:9:sunday')).toEqual({
      kind: 'event',
      eventId: 9,
      sessionKey: 'sunday',
      attendance: 'no-show',
    })
    expect(parseAudienceKey('waiting:9')).toEqual({
      kind: 'event',
      eventId: 9,
      sessionKey: null,
      attendance: 'waiting',
    })
    expect(parseAudienceKey('waiting:9:sunday')).toEqual({
      kind: 'event',
      eventId: 9,
      sessionKey: 'sunday',
      attendance: 'waiting',
    })
    expect(parseAudienceKey('attended:9:Sunday')).toBeNull()
    expect(parseAudienceKey('event:x')).toBeNull()
  })
})

describe("a paid event's payment audiences", () => {
  const event = { id: 7, title: 'Summer Camp', sessions: [] }

  it('are offered for a paid event only', () => {
    const keys = (isPaid: boolean) => eventAudienceOptions({ ...event, isPaid }, new Date()).map((option) => option.key)
    expect(keys(true)).toEqual(expect.arrayContaining(['awaiting-payment:7', 'paid:7']))
    expect(keys(false)).not.toContain('paid:7')
  })

  it('add those with a deposit in and the balance owed where the event takes a deposit', () => {
    const options = (takesDeposit: boolean) =>
      eventAudienceOptions({ ...event, isPaid: true, takesDeposit }, new Date())
    expect(options(true)).toContainEqual({
      key: 'part-paid:7',
      label: 'Deposit paid, balance owed, for Summer Camp',
      group: 'Summer Camp',
    })
    expect(options(false).map((option) => option.key)).not.toContain('part-paid:7')
    expect(parseAudienceKey('part-paid:7')).toMatchObject({ kind: 'event', eventId: 7, payment: 'part-paid' })
  })

  it('are read back from their keys', () => {
    expect(parseAudienceKey('awaiting-payment:7')).toEqual({
      kind: 'event',
      eventId: 7,
      sessionKey: null,
      attendance: 'all',
      payment: 'awaiting',
    })
    expect(parseAudienceKey('paid:7')).toMatchObject({ kind: 'event', eventId: 7, payment: 'paid' })
    expect(parseAudienceKey('paid:x')).toBeNull()
  })
})
