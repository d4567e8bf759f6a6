import type { PayloadRequest, Where } from 'payload'

import { combine, notCancelledWhere, registrationListWhere, segmentWhere } from '@/lib/audience'
import { filtersForAudit } from '@/lib/audit'
import { backupExportFilename, registrationsExportFilename, segmentExportFilename } from '@/lib/csv'
import { registrationFiltersSchema } from '@/lib/schemas/registration-filters'
import { audit } from '@/server/audit'
import { AppError } from '@/server/http/app-error'
import { resolveAudience } from '@/server/messaging/resolve-audience'

import { streamRegistrationsCsv } from './stream-registrations-csv'

/**
 * What an export holds: the registrations the table's filters select, or a saved segment's
 * (`segment=<id>`), or everything (`backup=1`), streamed as CSV. It is audited once the last row
 * has gone out, with the number of rows it held.
 */
export async function exportRegistrations(req: PayloadRequest, params: Record<string, string>): Promise<{ filename: string; csv: ReadableStream<Uint8Array> }> {
  const isBackup = params.backup === '1'
  const segmentId = params.segment
  const filters = registrationFiltersSchema.parse(params)
  let where: Where = isBackup ? {} : registrationListWhere(filters)
  let filename = isBackup ? backupExportFilename(new Date()) : registrationsExportFilename(new Date())
  if (segmentId && !isBackup) {
    const segment = await resolveAudience(req.payload, `segment:${segmentId}`)
    if (!segment) throw new AppError('not-found', 'Segment not found.')
    where = combine([segmentWhere(segment.filters), notCancelledWhere])
    filename = segmentExportFilename(segment.label.replace(/^Segment: /, ''), new Date())
  }
  const kind = isBackup ? 'complete backup' : segmentId ? `segment ${segmentId}` : 'registrations'
  const onDone = (rows: number) => audit(req, { action: 'export', summary: `Exported ${kind} as CSV (${rows} rows)`, target: filename, details: { kind, rows, filters: isBackup || segmentId ? {} : filtersForAudit(filters) } })
  return { filename, csv: streamRegistrationsCsv(req.payload, { where, isBackup, onDone }) }
}
