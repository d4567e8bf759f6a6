import { revalidatePath } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { purgePageCache } from '@/server/http/page-cache'

/**
 * Tells Next to re-render cached public pages after an editor's change. Skipped while seeding or
 * outside a Next server (scripts, tests), where there is no cache to clear. The public page cache in
 * front of Next is emptied too.
 */
export function revalidatePublicPaths(req: PayloadRequest, paths: Array<{ path: string; type?: 'layout' | 'page' }>) {
  if (req.context?.isSeeding) return
  // The page cache in front of Next keeps whole pages; any change may show on any page (header, footer).
  purgePageCache()
  for (const { path, type } of paths) {
    try {
      revalidatePath(path, type)
    } catch (error) {
      if (!String(error).includes('static generation store')) req.payload.logger.warn({ err: error, msg: `Could not revalidate ${path}` })
    }
  }
}
