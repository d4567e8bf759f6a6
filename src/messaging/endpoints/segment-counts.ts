import { defineEndpoint } from '@/platform/http/endpoint'
import { countSegmentMembers } from '../count-segment-members'

/** GET /api/segments/counts: each saved segment's live count, for the segments board. */
export const segmentCountsEndpoint = defineEndpoint({
  path: '/counts',
  method: 'get',
  caller: ['admin'],
  handler: ({ req }) => countSegmentMembers(req.payload),
})
