import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { contactDetailsOf, resolveContactTokensDeep } from '@/lib/contact-tokens'
import { payloadClient } from '@/server/payload'

import { findPage } from './find-page'
import { readPreviewer } from './read-previewer'

/**
 * The page at a path, as a visitor sees it (published), or as the signed-in editor previewing it
 * sees it (draft), with its contact tokens filled in from the site settings.
 */
export const getPage = cache(async (path: string, isDraftMode: boolean) => {
  const payload = await payloadClient()
  // Only a draft-mode request reads its sign-in: the published page stays static for everyone else.
  const previewer = isDraftMode ? await readPreviewer(payload, await headers()) : null
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
