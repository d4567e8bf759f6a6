import type { Payload, PayloadRequest, Where } from 'payload'

import type { EventPickerOption } from './admin/EventPicker'
import type { EventSession, SessionChoiceRules } from './rules/event-model'
import { formatDayDate } from './rules/event-time'
import { defaultEventId } from './rules/pick-event'
import { AppError } from '@/platform/http/app-error'

import { sessionsOf } from './read-event'
import { relationId } from '@/platform/data/relation-id'

/** An event as the staff screens need it: what the picker shows and what counts and lists read. */
export type StaffEvent = {
  id: number
  title: string
  slug: string
  status: 'draft' | 'published'
  sessions: EventSession[]
  allSessionsKey: string
  allSessionsLabel: string
  /** The one the site settings feature: its calendar files keep the /outreach-event addresses. */
  isFeatured: boolean
  /** Places for the event as a whole; null for no limit (sessions carry their own). */
  capacity: number | null
}

/** More events than a church runs in many years; the picker lists them all. */
const STAFF_EVENTS_LIMIT = 500

async function featuredEventId(payload: Payload): Promise<number | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { featuredEvent: true },
  })
  const featured = settings.featuredEvent
  return relationId(featured)
}

async function findStaffEvents(payload: Payload, user: PayloadRequest['user'], where?: Where): Promise<StaffEvent[]> {
  const featured = await featuredEventId(payload)
  const { docs } = await payload.find({
    collection: 'events',
    ...(where ? { where } : {}),
    sort: ['-firstStartsAt', '-id'],
    limit: STAFF_EVENTS_LIMIT,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    select: {
      title: true,
      slug: true,
      _status: true,
      sessions: true,
      allSessionsKey: true,
      allSessionsLabel: true,
      capacity: true,
    },
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    status: doc._status === 'published' ? 'published' : 'draft',
    sessions: sessionsOf(doc),
    allSessionsKey: doc.allSessionsKey || 'all',
    allSessionsLabel: doc.allSessionsLabel || 'All sessions',
    isFeatured: doc.id === featured,
    capacity: doc.capacity ?? null,
  }))
}

/**
 * The events a staff member may pick, newest first (by their first session). Each role sees what the
 * events collection lets it read: admins every event, drafts included; volunteers the published ones.
 */
export const listStaffEvents = (payload: Payload, user: PayloadRequest['user']) => findStaffEvents(payload, user)

/** One event the staff member may see; null when there is none or it is not theirs to see. */
export async function readStaffEvent(
  payload: Payload,
  user: PayloadRequest['user'],
  id: number,
): Promise<StaffEvent | null> {
  return (await findStaffEvents(payload, user, { id: { equals: id } }))[0] ?? null
}

export type StaffEventChoice = { events: StaffEvent[]; event: StaffEvent | null }

/**
 * The event a staff screen shows: the one asked for (`?event=<id>`) when the user may see it,
 * otherwise the published one happening now, else the next, else the latest past (a draft only when
 * nothing is published). Null when there is none.
 */
export async function chooseStaffEvent(
  payload: Payload,
  user: PayloadRequest['user'],
  requested?: number | null,
  now = new Date(),
): Promise<StaffEventChoice> {
  const events = await listStaffEvents(payload, user)
  const asked = requested ? events.find((event) => event.id === requested) : undefined
  const published = events.filter((event) => event.status === 'published')
  const id = asked?.id ?? defaultEventId(now, published.length ? published : events)
  return { events, event: events.find((event) => event.id === id) ?? null }
}

/**
 * The event an API call is about: the one it names, or the default when it names none. One the user
 * may not see, or none at all, is "not found", never another event's data.
 */
export async function requireStaffEvent(
  payload: Payload,
  user: PayloadRequest['user'],
  requested?: number | null,
): Promise<StaffEvent> {
  const { event } = await chooseStaffEvent(payload, user, requested)
  if (!event || (requested && event.id !== requested))
    throw new AppError('not-found', requested ? 'There is no such event.' : 'There are no events yet.')
  return event
}

/** The values a registration of the event may choose among. */
export const choiceRulesOfStaffEvent = (event: StaffEvent): SessionChoiceRules => ({
  keys: event.sessions.map((session) => session.key),
  allKey: event.allSessionsKey,
})

/** "Outreach Event 2025 — Saturday 20 September 2025", with "(draft)" for an event not yet published. */
export function eventPickerOptions(events: readonly StaffEvent[]): EventPickerOption[] {
  return events.map((event) => {
    const first = [...event.sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0]
    const date = first ? ` — ${formatDayDate(first)}` : ''
    return { id: event.id, label: `${event.title}${date}${event.status === 'draft' ? ' (draft)' : ''}` }
  })
}
