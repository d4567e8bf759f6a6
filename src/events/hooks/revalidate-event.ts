import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Event } from '@/payload-types'
import { revalidatePublicPaths } from '@/platform/cache/revalidate'

/**
 * An event shows on its own page, the events list, the sitemap and (when featured) the home page
 * and /outreach-event, so a published change re-renders the whole site; drafts change nothing public.
 */
export const revalidateEventAfterChange: CollectionAfterChangeHook<Event> = async ({ doc, previousDoc, req }) => {
  if (doc._status === 'published' || previousDoc?._status === 'published')
    await revalidatePublicPaths(req, [{ path: '/', type: 'layout' }])
  return doc
}

export const revalidateEventAfterDelete: CollectionAfterDeleteHook<Event> = async ({ doc, req }) => {
  await revalidatePublicPaths(req, [{ path: '/', type: 'layout' }])
  return doc
}
