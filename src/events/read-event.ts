import type { Payload, PayloadRequest, Where } from 'payload'

import type { EventSession, SessionChoiceRules } from './rules/event-model'
import type { Event } from '@/payload-types'
import { relationId } from '@/platform/data/relation-id'

/** The event's sessions in the shape the domain rules read, in the order staff put them. */
export function sessionsOf(event: Pick<Event, 'sessions'>): EventSession[] {
  return (event.sessions ?? []).map((session) => ({
    key: session.key ?? '',
    title: session.title,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    mode: session.mode,
    venue: session.venue ?? null,
    address: session.address ?? null,
    note: session.note ?? null,
    capacity: session.capacity ?? null,
    isChildrens: Boolean(session.isChildrens),
  }))
}

/** Which values a registration for this event may store: its session keys and its all-sessions marker. */
export function choiceRulesOf(event: Pick<Event, 'sessions' | 'allSessionsKey'>): SessionChoiceRules {
  return { keys: sessionsOf(event).map((session) => session.key), allKey: event.allSessionsKey || 'all' }
}

/** An event by id as the server sees it (published or not); null when there is none. */
export async function readEventById(
  payload: Payload,
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<Event | null> {
  try {
    return await payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true, req })
  } catch {
    return null
  }
}

/** The one event matching `where`: published only, or its latest draft for a preview. */
async function findOneEvent(payload: Payload, where: Where, draft: boolean): Promise<Event | null> {
  const { docs } = await payload.find({
    collection: 'events',
    where: draft ? where : { and: [where, { _status: { equals: 'published' } }] },
    draft,
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A published event by its slug, as visitors may see it; null when there is none. */
export const readPublishedEvent = (payload: Payload, slug: string, { draft = false }: { draft?: boolean } = {}) =>
  findOneEvent(payload, { slug: { equals: slug } }, draft)

/** The event the site settings feature (home page banner and form, /outreach-event); null when none is set or it is not published. */
export async function readFeaturedEvent(
  payload: Payload,
  { draft = false }: { draft?: boolean } = {},
): Promise<Event | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { featuredEvent: true },
  })
  const id = relationId(settings.featuredEvent)
  return id ? findOneEvent(payload, { id: { equals: id } }, draft) : null
}
