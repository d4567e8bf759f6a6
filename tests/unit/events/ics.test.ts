import { describe, expect, it } from 'vitest'

import { buildDayIcs, buildEventIcs } from '@/events/rules/ics'
import { londonInstant } from '@/events/rules/event-time'

import { DAY1, DAY2 } from '../../helpers/event-days'

/** Every value of a property in the calendar text, undoing RFC 5545 line folding first. */
function icsProperties(content: string, name: string): string[] {
  const unfolded = content.replace(/\r\n[ \t]/g, '')
  return unfolded
    .split('\r\n')
    .filter((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1))
}

/** Reads a property from the calendar text. */
const icsProperty = (content: string, name: string): string | undefined => icsProperties(content, name)[0]

describe('buildDayIcs', () => {
  it('writes 5 PM London in September as 16:00 UTC, not 17:00 UTC', () => {
    const { content } = buildDayIcs({ day: DAY1, eventTitle: 'Outreach' })
    expect(icsProperty(content, 'DTSTART')).toBe('20250920T160000Z')
    expect(icsProperty(content, 'DTEND')).toBe('20250920T180000Z')
  })

  it('writes Super Sunday 10:30–12:30 London as 09:30–11:30 UTC', () => {
    const { content } = buildDayIcs({ day: DAY2, eventTitle: 'Outreach' })
    expect(icsProperty(content, 'DTSTART')).toBe('20250921T093000Z')
    expect(icsProperty(content, 'DTEND')).toBe('20250921T113000Z')
  })

  it('names the file after the day', () => {
    expect(buildDayIcs({ day: DAY1, eventTitle: 'Outreach' }).filename).toBe('day1.ics')
    expect(buildDayIcs({ day: DAY2, eventTitle: 'Outreach' }).filename).toBe('day2.ics')
  })

  it('marks the event confirmed', () => {
    expect(icsProperty(buildDayIcs({ day: DAY1, eventTitle: 'Outreach' }).content, 'STATUS')).toBe('CONFIRMED')
  })

  it('titles the event with the event name and the day', () => {
    const { content } = buildDayIcs({ day: DAY2, eventTitle: 'Cheltenham Outreach 2025' })
    expect(icsProperty(content, 'SUMMARY')).toBe('Cheltenham Outreach 2025 – Super Sunday')
  })

  it('gives the venue as the location, escaping its comma', () => {
    expect(icsProperty(buildDayIcs({ day: DAY2, eventTitle: 'Outreach' }).content, 'LOCATION')).toBe(
      'Sports centre pavilion\\, Cheltenham',
    )
  })

  it('leaves out the location for a day without a venue', () => {
    expect(icsProperty(buildDayIcs({ day: DAY1, eventTitle: 'Outreach' }).content, 'LOCATION')).toBeUndefined()
  })

  it('links to the event page when given one', () => {
    const { content } = buildDayIcs({ day: DAY1, eventTitle: 'Outreach', url: 'https://church.example/outreach-event' })
    expect(icsProperty(content, 'URL')).toBe('https://church.example/outreach-event')
  })

  it('keeps the same UID across downloads, so calendars update the entry instead of duplicating it', () => {
    const first = icsProperty(buildDayIcs({ day: DAY1, eventTitle: 'Outreach' }).content, 'UID')
    const second = icsProperty(buildDayIcs({ day: DAY1, eventTitle: 'Outreach' }).content, 'UID')
    expect(first).toBeTruthy()
    expect(second).toBe(first)
    expect(icsProperty(buildDayIcs({ day: DAY2, eventTitle: 'Outreach' }).content, 'UID')).not.toBe(first)
  })

  it('throws a clear error when the calendar library rejects the event', () => {
    expect(() => buildDayIcs({ day: DAY1, eventTitle: 'Outreach', url: 'not a url' })).toThrow(
      /Could not create the calendar file for Online Crusade/,
    )
  })

  it('throws a clear error for a day with an unreadable time', () => {
    expect(() => buildDayIcs({ day: { ...DAY1, startsAt: 'soon' }, eventTitle: 'Outreach' })).toThrow(
      /not a valid date-time/,
    )
  })
})

describe('calendar files for events with any number of sessions', () => {
  const talk = (key: string, start: string, end: string) => ({
    key,
    title: `Talk ${key}`,
    startsAt: londonInstant(start),
    endsAt: londonInstant(end),
    venue: 'Church Hall',
  })
  const sessions = [
    talk('one', '2026-11-07T10:00', '2026-11-07T11:00'),
    talk('two', '2026-11-07T11:30', '2026-11-07T12:30'),
    talk('three', '2026-11-08T10:00', '2026-11-08T11:00'),
  ]

  it('names a session file by its key unless given a name, which also starts the UID', () => {
    expect(buildDayIcs({ day: sessions[1]!, eventTitle: 'Harvest' }).filename).toBe('two.ics')
    const named = buildDayIcs({
      day: { ...DAY1, key: 'online' },
      eventTitle: 'Outreach',
      name: 'day1',
      url: 'https://church.example/outreach-event',
    })
    expect(named.filename).toBe('day1.ics')
    // The featured event's day1 file keeps the UID it had when its session was keyed day1, so calendars update it.
    expect(icsProperty(named.content, 'UID')).toBe(
      icsProperty(
        buildDayIcs({ day: DAY1, eventTitle: 'Outreach', url: 'https://church.example/outreach-event' }).content,
        'UID',
      ),
    )
  })

  it('puts the address after the venue, on one line', () => {
    const { content } = buildDayIcs({
      day: { ...DAY2, address: '1 Park Road\nCheltenham GL50 1AA' },
      eventTitle: 'Outreach',
    })
    expect(icsProperty(content, 'LOCATION')).toBe(
      'Sports centre pavilion\\, Cheltenham\\, 1 Park Road\\, Cheltenham GL50 1AA',
    )
  })

  it('writes every session into one file, one confirmed entry each at its UTC instants', () => {
    const file = buildEventIcs({
      entries: sessions.map((session) => ({ session })),
      eventTitle: 'Harvest',
      url: 'https://church.example/events/harvest',
      filename: 'harvest',
    })
    expect(file.filename).toBe('harvest.ics')
    expect(file.content.match(/BEGIN:VCALENDAR/g)).toHaveLength(1)
    expect(file.content.match(/BEGIN:VEVENT/g)).toHaveLength(3)
    // November is GMT: London 10:00 is 10:00 UTC.
    expect(icsProperties(file.content, 'DTSTART')).toEqual(['20261107T100000Z', '20261107T113000Z', '20261108T100000Z'])
    expect(icsProperties(file.content, 'SUMMARY')).toEqual([
      'Harvest – Talk one',
      'Harvest – Talk two',
      'Harvest – Talk three',
    ])
    expect(icsProperties(file.content, 'STATUS')).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED'])
  })

  it("gives each entry the UID of the session's own file, so importing both adds each session once", () => {
    const all = buildEventIcs({
      entries: sessions.map((session) => ({ session })),
      eventTitle: 'Harvest',
      url: 'https://church.example/events/harvest',
      filename: 'harvest',
    })
    const own = sessions.map((session) =>
      icsProperty(
        buildDayIcs({ day: session, eventTitle: 'Harvest', url: 'https://church.example/events/harvest' }).content,
        'UID',
      ),
    )
    expect(icsProperties(all.content, 'UID')).toEqual(own)
    expect(new Set(own).size).toBe(3)
  })

  it('refuses an event without sessions, and names the event when the library rejects it', () => {
    expect(() => buildEventIcs({ entries: [], eventTitle: 'Harvest', filename: 'harvest' })).toThrow(
      /Harvest: it has no sessions/,
    )
    expect(() =>
      buildEventIcs({
        entries: [{ session: sessions[0]! }],
        eventTitle: 'Harvest',
        url: 'not a url',
        filename: 'harvest',
      }),
    ).toThrow(/Could not create the calendar file for Harvest/)
  })
})
