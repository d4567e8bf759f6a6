import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'

import { readReport } from './read-report'
import { REPORTS, reportCsv } from './rules/report-tables'

/**
 * GET /api/reports/csv?report=event|monthly|returns|follow-ups[&event=id]: a report's table as a
 * CSV download, for admins (the reports count people; the staff view table opens them to admins only).
 */
export const reportCsvEndpoint = defineEndpoint({
  path: '/reports/csv',
  method: 'get',
  caller: ['admin'],
  query: z.object({
    report: z.enum(REPORTS, { error: `Choose a report: ${REPORTS.join(', ')}.` }),
    event: z.coerce.number().int().positive().optional(),
  }),
  handler: async ({ req, query }) => {
    const csv = reportCsv(await readReport(req.payload, query.report, query.event))
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="report-${query.report}${query.event ? `-${query.event}` : ''}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
