import 'server-only'

import { cache } from 'react'

import { payloadClient } from '@/server/payload'

/** The page at a path, as a visitor sees it (published), or as an editor previews it (draft). */
export const getPage = cache(async (path: string, isDraft: boolean) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft: isDraft,
    overrideAccess: isDraft,
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
})

/** Header, footer and shared details, read once per request however many components ask. */
export const getSiteChrome = cache(async () => {
  const payload = await payloadClient()
  const [settings, navigation] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 }),
    payload.findGlobal({ slug: 'navigation', overrideAccess: false, depth: 0 }),
  ])
  return { settings, navigation }
})

export const getEvent = cache(async () => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'event', overrideAccess: false, depth: 0 })
})

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
