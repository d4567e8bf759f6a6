import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { contactDetailsOf, resolveContactTokensDeep } from '../rules/contact-tokens'
import { payloadClient } from '@/platform/payload-client'

import { findPage } from '../find-page'
import { readPreviewer } from '../read-previewer'

/**
 * The staff member previewing drafts on this request, or nobody. Only a draft-mode request reads its
 * sign-in: the published pages stay static for everyone else.
 */
export const getPreviewer = cache(async (isDraftMode: boolean) =>
  isDraftMode ? readPreviewer(await payloadClient(), await headers()) : null,
)

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
