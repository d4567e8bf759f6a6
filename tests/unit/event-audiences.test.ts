import { describe, expect, it } from 'vitest'

import { eventAudienceOptions } from '@/lib/event-audiences'
import { parseAudienceKey } from '@/lib/messaging'

const event = {
  id: 9,
  title: 'Harvest 2026',
  sessions: [
    { key: 'friday', title: 'Friday night', endsAt: '2026-10-02T20:00:00.000Z' },
    { key: 'sunday', title: 'Sunday lunch', endsAt: '2026-10-04T13:00:00.000Z' },
  ],
}

describe('an event\'s audiences', () => {
  it('offers everyone, then each session\'s registrants and attendees, and no-shows only once a session has ended', () => {
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

  it('uses keys the server reads back', () => {
    for (const option of eventAudienceOptions(event, new Date('2027-01-01T00:00:00.000Z'))) expect(parseAudienceKey(option.key)).not.toBeNull()
    expect(parseAudienceKey('no-show:9:sunday')).toEqual({ kind: 'event', eventId: 9, sessionKey: 'sunday', attendance: 'no-show' })
    expect(parseAudienceKey('attended:9:Sunday')).toBeNull()
    expect(parseAudienceKey('event:x')).toBeNull()
  })
})
