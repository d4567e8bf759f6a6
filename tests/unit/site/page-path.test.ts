import { describe, expect, it } from 'vitest'

import {
  allSessionsCalendarLink,
  dayNumberIndex,
  eventPagePath,
  normalisePagePath,
  pathFromSegments,
  sessionCalendarLink,
  validatePagePath,
  validatePreviewPath,
} from '@/site/rules/page-path'

describe('page paths', () => {
  it('normalises what an editor types into a URL path', () => {
    expect(normalisePagePath(' About/Vision/ ')).toBe('/about/vision')
    expect(normalisePagePath('/')).toBe('/')
  })

  it('accepts nested lower-case paths and refuses reserved or malformed ones', () => {
    expect(validatePagePath('/live-programmes/online-church')).toBe(true)
    expect(validatePagePath('/')).toBe(true)
    expect(validatePagePath('/admin/x')).toMatch(/reserved/)
    expect(validatePagePath('/About')).toMatch(/lower-case/)
    expect(validatePagePath('/a//b')).toMatch(/lower-case/)
  })

  it('turns route segments into a page path', () => {
    expect(pathFromSegments(undefined)).toBe('/')
    expect(pathFromSegments(['about', 'vision'])).toBe('/about/vision')
  })

  it("keeps the events' own addresses away from CMS pages, which they would hide", () => {
    for (const path of ['/events', '/events/harvest-2026', '/outreach-event', '/outreach-event/calendar'])
      expect(validatePagePath(path), path).toMatch(/events' own pages/)
    expect(validatePagePath('/eventsandmore')).toBe(true)
    expect(validatePagePath('/about/events')).toBe(true)
  })

  it('lets draft preview open CMS pages and event pages, never the admin or the API', () => {
    expect(validatePreviewPath('/about')).toBe(true)
    expect(validatePreviewPath(eventPagePath('harvest-2026'))).toBe(true)
    expect(validatePreviewPath('/outreach-event')).toBe(true)
    expect(validatePreviewPath('/admin')).toMatch(/reserved/)
    expect(validatePreviewPath('/api/users')).toMatch(/reserved/)
    expect(validatePreviewPath('//evil.example')).toMatch(/lower-case/)
    expect(validatePreviewPath('https://evil.example')).toMatch(/lower-case/)
  })
})

describe('calendar links', () => {
  it('keeps day1.ics, day2.ics on /outreach-event whatever the session keys', () => {
    expect(sessionCalendarLink('/outreach-event', { key: 'online' }, 0)).toEqual({
      href: '/outreach-event/calendar/day1',
      filename: 'day1.ics',
    })
    expect(sessionCalendarLink('/outreach-event', { key: 'super-sunday' }, 1)).toEqual({
      href: '/outreach-event/calendar/day2',
      filename: 'day2.ics',
    })
  })

  it("names an event page's files by session key, and the whole event after its slug", () => {
    expect(sessionCalendarLink('/events/harvest', { key: 'evening-talk' }, 2)).toEqual({
      href: '/events/harvest/calendar/evening-talk',
      filename: 'evening-talk.ics',
    })
    expect(allSessionsCalendarLink('/events/harvest', 'harvest')).toEqual({
      href: '/events/harvest/calendar/all',
      filename: 'harvest.ics',
    })
  })

  it('reads "dayN" back as the Nth session, and nothing else', () => {
    expect(dayNumberIndex('day1')).toBe(0)
    expect(dayNumberIndex('day12')).toBe(11)
    for (const name of ['day0', 'day', 'day01', 'online', 'day1x', 'all']) expect(dayNumberIndex(name), name).toBe(-1)
  })
})
