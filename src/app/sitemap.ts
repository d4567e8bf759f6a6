import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/env'
import { OUTREACH_EVENT_PATH } from '@/lib/page-path'
import { listPublishedPaths } from '@/server/content/get-page'

// Always current: one small query, and it must never be frozen at build time.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await listPublishedPaths()
  return [
    ...pages.map((page) => ({ url: `${siteUrl()}${page.path === '/' ? '' : page.path}`, lastModified: page.updatedAt })),
    { url: `${siteUrl()}${OUTREACH_EVENT_PATH}` },
  ]
}
