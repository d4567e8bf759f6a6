import { z } from 'zod'

import { defineEndpoint } from '@/server/http/endpoint'
import { download } from '@/server/http/respond'
import { exportRegistrations } from '@/server/registrations/export-registrations'
import { countRegistrations } from '@/server/registrations/count-registrations'

/**
 * GET /api/registrations/export?<filters>, ?segment=<id> or ?backup=1: admins only; what the filters
 * (or the saved segment) select, or everything, as a CSV download.
 */
export const exportEndpoint = defineEndpoint({
  path: '/export',
  method: 'get',
  caller: ['admin'],
  // Every parameter is kept as given: the filters read what they know, and the audit entry records them all.
  query: z.record(z.string(), z.string()),
  handler: async ({ req, query }) => {
    const { filename, csv } = await exportRegistrations(req, query)
    return download(csv, { filename, contentType: 'text/csv; charset=utf-8' })
  },
})

/** GET /api/registrations/stats: the dashboard's counts, for admins. */
export const statsEndpoint = defineEndpoint({
  path: '/stats',
  method: 'get',
  caller: ['admin'],
  handler: ({ req }) => countRegistrations(req.payload),
})
