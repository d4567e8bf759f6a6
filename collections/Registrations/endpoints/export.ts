import type { Endpoint } from 'payload'

import { hasAnyRole } from '@/access/roles'
import { registrationListWhere } from '@/lib/audience'
import { backupExportFilename, registrationsExportFilename } from '@/lib/csv'
import { parseRegistrationFilters } from '@/lib/schemas/registration-filters'
import { forbidden, json } from '@/server/forms/respond'
import { streamRegistrationsCsv } from '@/server/registrations/export-csv'
import { registrationStats } from '@/server/registrations/stats'

/** GET /api/registrations/export?<filters>[&backup=1]: admins only; what the filters select, as CSV. */
export const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!hasAnyRole(req.user, ['admin'])) return forbidden()
    const params = new URL(req.url ?? 'http://x/').searchParams
    const isBackup = params.get('backup') === '1'
    const where = isBackup ? {} : registrationListWhere(parseRegistrationFilters(params))
    const filename = isBackup ? backupExportFilename(new Date()) : registrationsExportFilename(new Date())
    return new Response(streamRegistrationsCsv(req.payload, { where, isBackup }), {
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
