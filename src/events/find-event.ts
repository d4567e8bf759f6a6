import type { Payload, Where } from 'payload'

import type { Event, User } from '@/payload-types'

/**
 * The event matching `where` as `previewer` may see it: its latest draft, read with that staff member's
 * own access, or, with nobody previewing, the published event a visitor sees (a draft-only event is
 * nobody's but staff's). The banner picture comes with it.
 */
async function findOneEvent(payload: Payload, where: Where, previewer: User | null): Promise<Event | null> {
  const { docs } = await payload.find({
    collection: 'events',
    where,
    draft: previewer !== null,
    overrideAccess: false,
    user: previewer ?? undefined,
    limit: 1,
    pagination: false,
    depth: 1,
  })
  return docs[0] ?? null
}

/** The event whose page is /events/<slug>. */
export const findEvent = (payload: Payload, { slug, previewer }: { slug: string; previewer: User | null }) =>
  findOneEvent(payload, { slug: { equals: slug } }, previewer)

/** An event by id, for the site settings' featured event. */
export const findEventById = (payload: Payload, { id, previewer }: { id: number; previewer: User | null }) =>
  findOneEvent(payload, { id: { equals: id } }, previewer)

/** Every published event, as the events list and the sitemap show them (no picture, no rich text). */
export async function findPublishedEvents(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    overrideAccess: false,
    pagination: false,
    depth: 0,
    sort: 'firstStartsAt',
    select: {
      title: true,
      slug: true,
      summary: true,
      sessions: true,
      registrationOpensAt: true,
      registrationCloses: true,
      registrationClosesAt: true,
      recordingUrl: true,
      updatedAt: true,
    },
  })
  return docs
}
