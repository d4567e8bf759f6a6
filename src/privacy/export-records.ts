import type { PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import { buildCsvHeaderChunk, toCsvLines } from '@/registrations/shared'

import { recordCsvHeader, recordCsvRow, recordExportFilename, type RecordTable } from './rules/records-csv'

const PAGE_SIZE = 500

/**
 * One of the backup's record files (people, households, follow-up lists or cards) as a CSV stream,
 * every record by ascending ID, a page at a time so a large church's file never sits whole in memory;
 * audited once the last row has gone out, with the number of rows it held. Admins only (the endpoint).
 */
export function exportRecords(
  req: PayloadRequest,
  table: RecordTable,
): { filename: string; csv: ReadableStream<Uint8Array> } {
  const filename = recordExportFilename(table, new Date())
  const encoder = new TextEncoder()
  let afterId = 0
  let rows = 0
  let started = false
  const csv = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(buildCsvHeaderChunk(recordCsvHeader(table))))
        return
      }
      const { docs } = await req.payload.find({
        collection: table,
        where: { id: { greater_than: afterId } },
        sort: 'id',
        limit: PAGE_SIZE,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (docs.length > 0) {
        afterId = docs.at(-1)!.id
        rows += docs.length
        controller.enqueue(
          encoder.encode(toCsvLines(docs.map((doc) => recordCsvRow(table, doc as Parameters<typeof recordCsvRow>[1])))),
        )
      }
      if (docs.length < PAGE_SIZE) {
        await audit(req, {
          action: 'export',
          summary: `Exported ${rows} ${table} records as CSV (backup)`,
          target: filename,
          details: { kind: `backup ${table}`, rows },
        })
        controller.close()
      }
    },
  })
  return { filename, csv }
}
