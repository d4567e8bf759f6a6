import type { Endpoint } from 'payload'

import { hasAnyRole } from '@/access/roles'
import { combine, notCancelledWhere, segmentWhere, type AudienceFilters } from '@/lib/audience'
import { forbidden, json } from '@/server/forms/respond'

/** GET /api/segments/counts: each saved segment's live count (cancelled registrations left out), in the database. */
export const segmentCountsEndpoint: Endpoint = {
  path: '/counts',
  method: 'get',
  handler: async (req) => {
    if (!hasAnyRole(req.user, ['admin'])) return forbidden()
    const { docs } = await req.payload.find({ collection: 'segments', limit: 500, depth: 0, overrideAccess: true, select: { filters: true } })
    const counts = await Promise.all(
      docs.map(async (segment) => {
        const { totalDocs } = await req.payload.count({ collection: 'registrations', where: combine([segmentWhere((segment.filters ?? {}) as AudienceFilters), notCancelledWhere]), overrideAccess: true })
        return [segment.id, totalDocs] as const
      }),
    )
    return json({ counts: Object.fromEntries(counts) })
  },
}
