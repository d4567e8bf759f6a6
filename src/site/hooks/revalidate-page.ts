import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { revalidatePublicPaths } from '@/platform/cache/revalidate'

/** A published change (or an unpublish, or a moved path) clears the affected public pages. */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req }) => {
  const paths = new Set<string>()
  if (doc._status === 'published') paths.add(doc.path)
  if (previousDoc?._status === 'published' && (previousDoc.path !== doc.path || doc._status !== 'published'))
    paths.add(previousDoc.path)
  if (paths.size)
    await revalidatePublicPaths(
      req,
      [...paths].map((path) => ({ path })),
    )
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = async ({ doc, req }) => {
  await revalidatePublicPaths(req, [{ path: doc.path }])
  return doc
}
