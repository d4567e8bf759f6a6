import { describe, expect, it } from 'vitest'

import { eventJsonLd, jsonLdScript, type EventJsonLdInput } from '@/events/rules/event-json-ld'
import type { EventSession } from '@/events/rules/event-model'

const ONLINE: EventSession = {
  key: 'online',
  title: 'Online Crusade',
  startsAt: '2025-09-20T16:00:00.000Z',
  endsAt: '2025-09-20T18:00:00.000Z',
  mode: 'online',
  venue: 'YouTube live stream',
}
const SUNDAY: EventSession = {
  key: 'super-sunday',
  title: 'Super Sunday',
  startsAt: '2025-09-21T09:30:00.000Z',
  endsAt: '2025-09-21T11:30:00.000Z',
  mode: 'in-person',
  venue: 'Sports Centre Pavilion',
  address: '1 Park Road, Cheltenham GL50 1AA',
}

const BASE: EventJsonLdInput = {
  name: 'Cheltenham Outreach 2025',
  description: 'Two days of worship and teaching.',
  url: 'https://church.example/events/outreach-2025',
  sessions: [ONLINE, SUNDAY],
  organiser: { name: 'Example Church', url: 'https://church.example' },
  now: new Date('2025-09-01T00:00:00.000Z'),
}

describe('eventJsonLd', () => {
  it('describes a two-session event for search engines', () => {
    expect(
      eventJsonLd({
        ...BASE,
        imageUrl: 'https://church.example/media/poster.jpg',
        streamUrl: 'https://youtube.com/live/abc',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Cheltenham Outreach 2025',
      description: 'Two days of worship and teaching.',
      url: 'https://church.example/events/outreach-2025',
      image: 'https://church.example/media/poster.jpg',
      startDate: '2025-09-20T16:00:00.000Z',
      endDate: '2025-09-21T11:30:00.000Z',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: [
        { '@type': 'VirtualLocation', url: 'https://youtube.com/live/abc' },
        {
          '@type': 'Place',
          name: 'Sports Centre Pavilion',
          address: { '@type': 'PostalAddress', streetAddress: '1 Park Road, Cheltenham GL50 1AA' },
        },
      ],
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: 'https://church.example/events/outreach-2025',
      },
      isAccessibleForFree: true,
      organizer: { '@type': 'Organization', name: 'Example Church', url: 'https://church.example' },
      subEvent: [
        {
          '@type': 'Event',
          name: 'Online Crusade',
          startDate: '2025-09-20T16:00:00.000Z',
          endDate: '2025-09-20T18:00:00.000Z',
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: [{ '@type': 'VirtualLocation', url: 'https://youtube.com/live/abc' }],
        },
        {
          '@type': 'Event',
          name: 'Super Sunday',
          startDate: '2025-09-21T09:30:00.000Z',
          endDate: '2025-09-21T11:30:00.000Z',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: [
            {
              '@type': 'Place',
              name: 'Sports Centre Pavilion',
              address: { '@type': 'PostalAddress', streetAddress: '1 Park Road, Cheltenham GL50 1AA' },
            },
          ],
        },
      ],
    })
  })

  it('leaves out the image when there is none', () => {
    expect(eventJsonLd(BASE)).not.toHaveProperty('image')
  })

  it('uses the event page as the online location when there is no stream link', () => {
    expect(eventJsonLd({ ...BASE, sessions: [ONLINE] }).location).toEqual([
      { '@type': 'VirtualLocation', url: BASE.url },
    ])
  })

  it('calls an event online only when every session is online', () => {
    const second = {
      ...ONLINE,
      key: 'online-2',
      startsAt: '2025-09-27T16:00:00.000Z',
      endsAt: '2025-09-27T18:00:00.000Z',
    }
    expect(eventJsonLd({ ...BASE, sessions: [ONLINE, second] }).eventAttendanceMode).toBe(
      'https://schema.org/OnlineEventAttendanceMode',
    )
  })

  it('calls an event offline when no session can be watched online', () => {
    const result = eventJsonLd({ ...BASE, sessions: [SUNDAY] })
    expect(result.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(result.location).toEqual([
      {
        '@type': 'Place',
        name: 'Sports Centre Pavilion',
        address: { '@type': 'PostalAddress', streetAddress: '1 Park Road, Cheltenham GL50 1AA' },
      },
    ])
  })

  it('calls a session held in a hall and streamed mixed, with both locations', () => {
    const both: EventSession = { ...SUNDAY, mode: 'both' }
    const result = eventJsonLd({ ...BASE, sessions: [both] })
    expect(result.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect(result.location).toEqual([
      { '@type': 'VirtualLocation', url: BASE.url },
      {
        '@type': 'Place',
        name: 'Sports Centre Pavilion',
        address: { '@type': 'PostalAddress', streetAddress: '1 Park Road, Cheltenham GL50 1AA' },
      },
    ])
  })

  it('lists each distinct venue once, using the venue as the address when none is given', () => {
    const hall: EventSession = {
      ...SUNDAY,
      key: 'evening',
      startsAt: '2025-09-21T17:00:00.000Z',
      endsAt: '2025-09-21T19:00:00.000Z',
    }
    const townHall: EventSession = {
      ...SUNDAY,
      key: 'monday',
      startsAt: '2025-09-22T17:00:00.000Z',
      endsAt: '2025-09-22T19:00:00.000Z',
      venue: 'Town Hall, Gloucester',
      address: null,
    }
    expect(eventJsonLd({ ...BASE, sessions: [SUNDAY, hall, townHall] }).location).toEqual([
      {
        '@type': 'Place',
        name: 'Sports Centre Pavilion',
        address: { '@type': 'PostalAddress', streetAddress: '1 Park Road, Cheltenham GL50 1AA' },
      },
      {
        '@type': 'Place',
        name: 'Town Hall, Gloucester',
        address: { '@type': 'PostalAddress', streetAddress: 'Town Hall, Gloucester' },
      },
    ])
  })

  it('gives no sub-events for a single session', () => {
    expect(eventJsonLd({ ...BASE, sessions: [SUNDAY] })).not.toHaveProperty('subEvent')
  })

  it('takes the first start and last end whatever order the sessions are listed in', () => {
    const result = eventJsonLd({ ...BASE, sessions: [SUNDAY, ONLINE] })
    expect(result.startDate).toBe('2025-09-20T16:00:00.000Z')
    expect(result.endDate).toBe('2025-09-21T11:30:00.000Z')
  })

  it('marks a cancelled event cancelled', () => {
    expect(eventJsonLd({ ...BASE, cancelled: true }).eventStatus).toBe('https://schema.org/EventCancelled')
  })

  it('gives the opening time as the offer start, and the offer as sold out once registration has closed', () => {
    const registration = { registrationOpensAt: '2025-08-01T08:00:00.000Z' }
    expect(eventJsonLd({ ...BASE, registration }).offers).toMatchObject({
      validFrom: '2025-08-01T08:00:00.000Z',
      availability: 'https://schema.org/InStock',
    })
    expect(eventJsonLd({ ...BASE, now: new Date(SUNDAY.endsAt) }).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    })
    expect(
      eventJsonLd({ ...BASE, now: new Date(SUNDAY.endsAt), registration: { registrationCloses: 'never' } }).offers,
    ).toMatchObject({
      availability: 'https://schema.org/InStock',
    })
  })
})

describe('jsonLdScript', () => {
  it('cannot be closed early by a "</script>" in any text', () => {
    const script = jsonLdScript(
      eventJsonLd({ ...BASE, description: 'Come! </script><script>alert(1)</script> <!-- & more' }),
    )
    expect(script).not.toContain('<')
    expect(script).toContain('\\u003c/script\\u003e')
  })

  it('reads back to the same object', () => {
    const obj = eventJsonLd({ ...BASE, name: 'A <b>bold</b> & "quoted" event\u2028on two lines' })
    expect(JSON.parse(jsonLdScript(obj))).toEqual(obj)
  })
})
