import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { contactDetailsOf, resolveContactTokensDeep } from './rules/contact-tokens'
import { readEventById } from '@/events/read-event'
import { payloadClient } from '@/platform/payload-client'

import { findEvent, findEventById, findPublishedEvents } from '@/events/find-event'
import { findPage } from './find-page'
import { readPreviewer } from './read-previewer'
import { relationId } from '@/platform/data/relation-id'

/**
 * The staff member previewing drafts on this request, or nobody. Only a draft-mode request reads its
 * sign-in: the published pages stay static for everyone else.
 */
const getPreviewer = cache(async (isDraftMode: boolean) => (isDraftMode ? readPreviewer(await payloadClient(), await headers()) : null))

/**
 * The page at a path, as a visitor sees it (published), or as the signed-in editor previewing it
 * sees it (draft), with its contact tokens filled in from the site settings.
 */
export const getPage = cache(async (path: string, isDraftMode: boolean) => {
  const payload = await payloadClient()
  const previewer = await getPreviewer(isDraftMode)
  const [page, { settings }] = await Promise.all([findPage(payload, { path, previewer }), getSiteChrome()])
  return page ? resolveContactTokensDeep(page, contactDetailsOf(settings)) : null
})

/** Header, footer and shared details, read once per request however many components ask. */
export const getSiteChrome = cache(async () => {
  const payload = await payloadClient()
  const [settings, navigation] = await Promise.all([
    payload.findGlobal({
      slug: 'site-settings',
      overrideAccess: false,
      depth: 0,
    }),
    payload.findGlobal({ slug: 'navigation', overrideAccess: false, depth: 0 }),
  ])
  return { settings, navigation }
})

/** The event at /events/<slug>: published for visitors, its latest draft for the editor previewing it; null when there is none. */
export const getEventBySlug = cache(async (slug: string, isDraftMode: boolean) => findEvent(await payloadClient(), { slug, previewer: await getPreviewer(isDraftMode) }))

/**
 * The event the site settings feature (the home page's registration form, /outreach-event), read once
 * per request; null when none is set or it is not published (for a previewing editor, its latest draft).
 */
export const getFeaturedEvent = cache(async (isDraftMode: boolean = false) => {
  const { settings } = await getSiteChrome()
  const featured = settings.featuredEvent
  const id = relationId(featured)
  if (!id) return null
  return findEventById(await payloadClient(), { id, previewer: await getPreviewer(isDraftMode) })
})

/** Any event by id, published or not, as the server sees it (a registration's own event); null when there is none. */
export const getEventById = cache(async (id: number) => readEventById(await payloadClient(), id))

/** Every published event, for the events list and the sitemap. */
export const listPublishedEvents = cache(async () => findPublishedEvents(await payloadClient()))

export async function listPublishedPaths() {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { path: true, updatedAt: true },
    overrideAccess: false,
    pagination: false,
    depth: 0,
  })
  return docs
}
