import type { PayloadRequest } from 'payload'

import { revalidatePublicPaths } from '@/platform/cache/revalidate'

/**
 * Header, footer and event details appear on every page, and a picture may be on any page, so a
 * change to a global or to the media re-renders them all. Serves as a global's and a collection's hook.
 */
export const revalidateEverything = async <T>({ doc, req }: { doc: T; req: PayloadRequest }): Promise<T> => {
  await revalidatePublicPaths(req, [{ path: '/', type: 'layout' }])
  return doc
}
