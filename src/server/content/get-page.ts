import 'server-only'

import { payloadClient } from '@/server/payload'

/** The published page at a path, read as a visitor would see it. */
export async function getPublishedPage(path: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft: false,
    overrideAccess: false,
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}

export async function getSiteChrome() {
  const payload = await payloadClient()
  const [settings, navigation] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 }),
    payload.findGlobal({ slug: 'navigation', overrideAccess: false, depth: 0 }),
  ])
  return { settings, navigation }
}
