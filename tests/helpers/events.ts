import type { Payload } from 'payload'

import { londonInstant } from '@/events/rules/event-time'
import type { Event } from '@/payload-types'
import { outreachEvent } from '@/seed/content/globals'

type NewSession = {
  key?: string
  title: string
  startsAt: string
  endsAt: string
  mode?: 'online' | 'in-person' | 'both'
  venue?: string
  capacity?: number | null
}

/**
 * The SPEC outreach event as the seed makes it (sessions online and super-sunday, all of them stored
 * as "both", registration never closing), published and featured. Created once per database.
 */
export async function specEvent(payload: Payload): Promise<Event> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { slug: { equals: outreachEvent.slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const event =
    docs[0] ??
    (await payload.create({
      collection: 'events',
      data: outreachEvent,
      overrideAccess: true,
      context: { isSeeding: true },
    }))
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!settings.featuredEvent)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { featuredEvent: event.id },
      overrideAccess: true,
      context: { isSeeding: true },
    })
  return event
}

let counter = 0

/**
 * A published event of its own for a test, with a unique slug; by default three in-person sessions on
 * consecutive days a month from now, registration closing when the last ends.
 */
export async function createTestEvent(
  payload: Payload,
  overrides: Partial<Omit<Event, 'sessions'>> & { sessions?: NewSession[] } = {},
): Promise<Event> {
  counter += 1
  const unique = `${Date.now().toString(36)}-${counter}`
  const base = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const day = (offset: number, time: string) =>
    londonInstant(`${new Date(Date.parse(base) + offset * 86_400_000).toISOString().slice(0, 10)}T${time}`)
  const sessions: NewSession[] = overrides.sessions ?? [
    { key: 'friday', title: 'Friday night', startsAt: day(0, '19:00'), endsAt: day(0, '21:00') },
    { key: 'saturday', title: 'Saturday workshop', startsAt: day(1, '10:00'), endsAt: day(1, '12:30') },
    { key: 'sunday', title: 'Sunday celebration', startsAt: day(2, '10:30'), endsAt: day(2, '12:30') },
  ]
  const { sessions: _ignored, ...rest } = overrides
  return payload.create({
    collection: 'events',
    data: {
      title: `Test event ${unique}`,
      slug: `test-event-${unique}`,
      _status: 'published',
      ...rest,
      sessions: sessions.map((session) => ({
        mode: 'in-person' as const,
        startsAt_tz: 'Europe/London' as const,
        endsAt_tz: 'Europe/London' as const,
        ...session,
      })),
    } as Omit<Event, 'id' | 'createdAt' | 'updatedAt'>,
    overrideAccess: true,
    context: { isSeeding: true },
  })
}
