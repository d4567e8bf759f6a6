import { describe, expect, it } from 'vitest'

import { attendanceDayDetails } from '@/lib/attendance-day-details'
import { londonInstant, type EventDay } from '@/lib/event-time'

import { DAY1, DAY2 } from '../helpers/event-days'

const ONLINE: EventDay = { ...DAY1, venue: 'YouTube live stream' }
const SUNDAY: EventDay = { ...DAY2, venue: 'Sports Centre Pavilion, Cheltenham' }

describe('attendanceDayDetails', () => {
  it('describes each seeded day by its attendance choice with short date, UK time and venue', () => {
    expect(attendanceDayDetails([ONLINE, SUNDAY])).toEqual({
      online: 'Sat 20 Sept, 5–7 PM, YouTube live stream',
      'super-sunday': 'Sun 21 Sept, 10:30 AM–12:30 PM, Sports Centre Pavilion, Cheltenham',
    })
  })

  it('follows the event when an editor moves a day and changes its venue', () => {
    const moved: EventDay = { ...SUNDAY, startsAt: londonInstant('2026-10-25T14:00'), endsAt: londonInstant('2026-10-25T16:15'), venue: 'Town Hall, Gloucester' }
    expect(attendanceDayDetails([ONLINE, moved])['super-sunday']).toBe('Sun 25 Oct, 2–4:15 PM, Town Hall, Gloucester')
  })

  it('leaves out a missing or blank venue rather than printing an empty part', () => {
    expect(attendanceDayDetails([{ ...ONLINE, venue: null }, { ...SUNDAY, venue: '  ' }])).toEqual({
      online: 'Sat 20 Sept, 5–7 PM',
      'super-sunday': 'Sun 21 Sept, 10:30 AM–12:30 PM',
    })
  })

  it('matches days by key, not by their order in the list', () => {
    expect(attendanceDayDetails([SUNDAY, ONLINE]).online).toBe('Sat 20 Sept, 5–7 PM, YouTube live stream')
  })

  it('gives an empty description for a day the event does not have yet', () => {
    expect(attendanceDayDetails([])).toEqual({ online: '', 'super-sunday': '' })
    expect(attendanceDayDetails([ONLINE])['super-sunday']).toBe('')
  })
})
