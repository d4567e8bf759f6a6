import type { GlobalAfterChangeHook } from 'payload'

import { revalidatePublicPaths } from '@/server/cache/revalidate'

/** Header, footer and event details appear on every page, so a change re-renders them all. */
export const revalidateEverything: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidatePublicPaths(req, [{ path: '/', type: 'layout' }])
  return doc
}
