import { z } from 'zod'

import { eventParamSchema } from '../rules/registration-filters'
import { requireStaffEvent } from '@/events'
import { defineEndpoint } from '@/platform/http/endpoint'
import { download } from '@/platform/http/respond'
import { exportRegistrations } from '../export-registrations'
import { countRegistrations } from '../count-registrations'

/**
 * GET /api/registrations/export?event=<id>&<filters>, ?segment=<id> or ?backup=1: admins only; what
 * the filters select of one event (the default event when none is named), or the saved segment, or
 * every event's registrations, as a CSV download.
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

/** GET /api/registrations/stats?event=<id>: the dashboard's counts for an event (the default event when none is named), for admins. */
export const statsEndpoint = defineEndpoint({
  path: '/stats',
  method: 'get',
  caller: ['admin'],
  query: z.object({ event: eventParamSchema }),
  handler: async ({ req, query }) => {
    const event = await requireStaffEvent(req.payload, req.user, query.event)
    return {
      event: { id: event.id, slug: event.slug, title: event.title },
      ...(await countRegistrations(req.payload, event)),
    }
  },
})
