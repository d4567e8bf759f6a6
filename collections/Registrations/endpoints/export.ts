import type { Endpoint } from 'payload'

import { hasAnyRole } from '@/access/roles'
import { combine, notCancelledWhere, registrationListWhere, segmentWhere } from '@/lib/audience'
import { backupExportFilename, registrationsExportFilename, segmentExportFilename } from '@/lib/csv'
import { parseRegistrationFilters } from '@/lib/schemas/registration-filters'
import { forbidden, json } from '@/server/forms/respond'
import { streamRegistrationsCsv } from '@/server/registrations/export-csv'
import { audit } from '@/server/audit'
import { resolveAudience } from '@/server/messaging/recipients'
import { registrationStats } from '@/server/registrations/stats'

/**
 * GET /api/registrations/export?<filters>, ?segment=<id> or ?backup=1: admins only; what the filters
 * (or the saved segment) select, or everything, as CSV.
 */
export const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!hasAnyRole(req.user, ['admin'])) return forbidden()
    const params = new URL(req.url ?? 'http://x/').searchParams
    const isBackup = params.get('backup') === '1'
    const segmentId = params.get('segment')
    let where = isBackup ? {} : registrationListWhere(parseRegistrationFilters(params))
    let filename = isBackup ? backupExportFilename(new Date()) : registrationsExportFilename(new Date())
    if (segmentId && !isBackup) {
      const segment = await resolveAudience(req.payload, `segment:${segmentId}`)
      if (!segment) return json({ message: 'Segment not found.' }, 404)
      where = combine([segmentWhere(segment.filters), notCancelledWhere])
      filename = segmentExportFilename(segment.label.replace(/^Segment: /, ''), new Date())
    }
    const kind = isBackup ? 'complete backup' : segmentId ? `segment ${segmentId}` : 'registrations'
    // Logged once the last row has gone out, with the number of rows it held.
    const onDone = (rows: number) =>
      audit(req, { action: 'export', summary: `Exported ${kind} as CSV (${rows} rows)`, target: filename, details: { kind, rows, filters: Object.fromEntries(params) } })
    return new Response(streamRegistrationsCsv(req.payload, { where, isBackup, onDone }), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

/** GET /api/registrations/stats: the dashboard's counts, for admins. */
export const statsEndpoint: Endpoint = {
  path: '/stats',
  method: 'get',
  handler: async (req) => {
    if (!hasAnyRole(req.user, ['admin'])) return forbidden()
    return json(await registrationStats(req.payload))
  },
}
