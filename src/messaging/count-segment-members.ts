import type { Payload } from 'payload'

import { combine, notCancelledWhere, segmentFilters, segmentWhere } from '@/registrations'

/** Each saved segment's live count by id, cancelled registrations left out, counted in the database. */
export async function countSegmentMembers(payload: Payload): Promise<{ counts: Record<number, number> }> {
  const { docs } = await payload.find({
    collection: 'segments',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    select: { filters: true },
  })
  const counts = await Promise.all(
    docs.map(async (segment) => {
      const filters = await segmentFilters(payload, segment.filters)
      // A segment whose event or session was removed reaches nobody.
      if (!filters) return [segment.id, 0] as const
      const { totalDocs } = await payload.count({
        collection: 'registrations',
        where: combine([segmentWhere(filters), notCancelledWhere]),
        overrideAccess: true,
      })
      return [segment.id, totalDocs] as const
    }),
  )
  return { counts: Object.fromEntries(counts) }
}
