import { describe, expect, it } from 'vitest'

import { buildDayIcs } from '@/lib/ics'

import { DAY1, DAY2 } from '../helpers/event-days'


/** Reads a property from the calendar text, undoing RFC 5545 line folding first. */
function icsProperty(content: string, name: string): string | undefined {
  const unfolded = content.replace(/\r\n[ \t]/g, '')
  const line = unfolded.split('\r\n').find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`))
  return line?.slice(line.indexOf(':') + 1)
}

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
    expect(icsProperty(buildDayIcs({ day: DAY2, eventTitle: 'Outreach' }).content, 'LOCATION')).toBe('Sports centre pavilion\\, Cheltenham')
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
    expect(() => buildDayIcs({ day: DAY1, eventTitle: 'Outreach', url: 'not a url' })).toThrow(/Could not create the calendar file for Online Crusade/)
  })

  it('throws a clear error for a day with an unreadable time', () => {
    expect(() => buildDayIcs({ day: { ...DAY1, startsAt: 'soon' }, eventTitle: 'Outreach' })).toThrow(/not a valid date-time/)
  })
})
