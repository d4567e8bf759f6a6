import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/env'
import { eventPagePath, EVENTS_PATH, OUTREACH_EVENT_PATH } from '@/site'
import { listPublishedPaths } from '@/site/components/get-page'
import { listPublishedEvents } from '@/events/components/get-published-event'

// Always current: two small queries, and it must never be frozen at build time.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, events] = await Promise.all([listPublishedPaths(), listPublishedEvents()])
  return [
    ...pages.map((page) => ({
      url: `${siteUrl()}${page.path === '/' ? '' : page.path}`,
      lastModified: page.updatedAt,
    })),
    { url: `${siteUrl()}${OUTREACH_EVENT_PATH}` },
    { url: `${siteUrl()}${EVENTS_PATH}` },
    ...events.map((event) => ({ url: `${siteUrl()}${eventPagePath(event.slug)}`, lastModified: event.updatedAt })),
  ]
}
