import { revalidatePath } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { readHookContext } from '../hook-context'

import { purgePageCache } from '../http/page-cache'

import { publishPurge } from './publish-purge'
import type { PurgedPath } from './purge-message'

/**
 * Re-renders cached public pages after an editor's change, on every server sharing the database.
 * This server's caches are cleared at once (where it runs inside Next; outside, in scripts and
 * tests, there is no cache to clear), and the change is announced to every server, this one
 * included, for when it is committed. Skipped while seeding.
 */
export async function revalidatePublicPaths(req: PayloadRequest, paths: PurgedPath[]): Promise<void> {
  if (readHookContext(req, 'isSeeding')) return
  // The page cache in front of Next keeps whole pages; any change may show on any page (header, footer).
  purgePageCache()
  for (const { path, type } of paths) {
    try {
      revalidatePath(path, type)
    } catch (error) {
      if (!String(error).includes('static generation store'))
        req.payload.logger.warn({ err: error, msg: `Could not revalidate ${path}` })
    }
  }
  await publishPurge(req, paths)
}
