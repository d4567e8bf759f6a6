import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * The page at a path as `previewer` may see it: its latest draft, read with that staff member's own
 * access, or, with nobody previewing, the published page a visitor sees.
 */
export async function findPage(payload: Payload, { path, previewer }: { path: string; previewer: User | null }) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft: previewer !== null,
    overrideAccess: false,
    user: previewer ?? undefined,
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}
