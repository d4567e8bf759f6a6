import 'server-only'

import { cache } from 'react'

import { relationId } from '@/platform/data/relation-id'
import { payloadClient } from '@/platform/payload-client'
import { getPreviewer, getSiteChrome } from '@/site/components/get-page'

import { findEvent, findEventById, findPublishedEvents } from '../find-event'

/** The event at /events/<slug>: published for visitors, its latest draft for the editor previewing it; null when there is none. */
export const getEventBySlug = cache(async (slug: string, isDraftMode: boolean) =>
  findEvent(await payloadClient(), { slug, previewer: await getPreviewer(isDraftMode) }),
)

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

/** Every published event, for the events list and the sitemap. */
export const listPublishedEvents = cache(async () => findPublishedEvents(await payloadClient()))
