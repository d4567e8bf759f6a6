import type { Payload } from 'payload'

import { relationId } from '@/platform/data/relation-id'
import { EVENTS_PATH, findPage, OUTREACH_EVENT_PATH } from '@/site'
import type { User } from '@/payload-types'

import { findEvent, findEventById } from '@/events'
type Shown = { collection: 'pages' | 'events'; id: number }

/** The page or event a path shows to `previewer` (null: as a visitor sees it, published only). */
async function documentAt(payload: Payload, path: string, previewer: User | null): Promise<Shown | null> {
  if (path === OUTREACH_EVENT_PATH) {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
    const id = relationId(settings.featuredEvent)
    const event = id ? await findEventById(payload, { id: Number(id), previewer }) : null
    return event ? { collection: 'events', id: event.id } : null
  }
  if (path.startsWith(`${EVENTS_PATH}/`)) {
    const event = await findEvent(payload, { slug: path.slice(EVENTS_PATH.length + 1), previewer })
    return event ? { collection: 'events', id: event.id } : null
  }
  const page = await findPage(payload, { path, previewer })
  return page ? { collection: 'pages', id: page.id } : null
}

/**
 * Where "Leave preview" goes: the page itself when it has a published version; otherwise, with
 * nothing published to return to, the draft's edit screen for the staff member who was previewing
 * it, or the admin's home.
 */
export async function findLeavePreviewPath(
  payload: Payload,
  { path, previewer }: { path: string; previewer: User | null },
): Promise<string> {
  if (path === EVENTS_PATH || (await documentAt(payload, path, null))) return path
  const draft = previewer ? await documentAt(payload, path, previewer) : null
  return draft ? `/admin/collections/${draft.collection}/${draft.id}` : '/admin'
}
