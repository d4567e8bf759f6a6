import type { Payload } from 'payload'

import { lastSessionEnd } from './rules/countdown'
import { readFeaturedEvent, sessionsOf } from './read-event'

export type FeaturedEventState = {
  featured: { id: number; title: string; endedAt: string } | null
  /** The published event starting soonest that has not ended, other than the featured one. */
  next: { id: number; title: string; startsAt: string } | null
}

/**
 * Whether the event the site features (home page banner and form, /outreach-event) has had all its
 * sessions, and which event could take its place: null `featured` while it has not ended (or none
 * is featured), so staff are told only when there is something to do.
 */
export async function readFeaturedEventState(payload: Payload, now = new Date()): Promise<FeaturedEventState> {
  const event = await readFeaturedEvent(payload)
  const endedAt = event ? lastSessionEnd(sessionsOf(event)) : null
  if (!event || !endedAt || now < new Date(endedAt)) return { featured: null, next: null }
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { lastEndsAt: { greater_than: now.toISOString() } },
        { id: { not_equals: event.id } },
      ],
    },
    sort: 'firstStartsAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { title: true, firstStartsAt: true },
  })
  const next = docs[0]
  return {
    featured: { id: event.id, title: event.title, endedAt },
    next: next?.firstStartsAt ? { id: next.id, title: next.title, startsAt: next.firstStartsAt } : null,
  }
}
