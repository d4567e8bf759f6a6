import type { PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import { buildCsvHeaderChunk, toCsvLines } from '@/platform/data/csv'
import { poolOf } from '@/platform/database/pool'
import { AppError } from '@/platform/http/app-error'
import { PAYMENTS_CSV_COLUMNS, paymentCsvRow, paymentsExportFilename, type CsvPayment } from './rules/payments-csv'

const PAGE_SIZE = 1000

/**
 * Every payment and refund (of one event, when named) as the treasurer's CSV, streamed a page at a
 * time by ascending id so memory stays flat, and audited once the last row has gone out.
 */
export async function exportPayments(
  req: PayloadRequest,
  { eventId }: { eventId: number | null },
): Promise<{ filename: string; csv: ReadableStream<Uint8Array> }> {
  const pool = poolOf(req.payload)
  let slug: string | null = null
  if (eventId !== null) {
    const { rows } = await pool.query<{ slug: string }>('SELECT slug FROM events WHERE id = $1', [eventId])
    if (!rows[0]) throw new AppError('not-found', 'That event does not exist.')
    slug = rows[0].slug
  }
  const filename = paymentsExportFilename(new Date(), slug)
  const encoder = new TextEncoder()
  let lastId = 0
  let count = 0
  let isHeaderSent = false
  const csv = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isHeaderSent) {
        isHeaderSent = true
        return controller.enqueue(encoder.encode(buildCsvHeaderChunk(PAYMENTS_CSV_COLUMNS)))
      }
      const { rows } = await pool.query(
        `SELECT p.id, p.kind, p.method, p.amount_pence, p.fee_pence, p.recorded_at, coalesce(p.provider_id, p.reference) AS reference,
           coalesce(r.full_name, '') AS person, coalesce(e.title, '') AS event
         FROM payments p LEFT JOIN registrations r ON r.id = p.registration_id LEFT JOIN events e ON e.id = p.event_id
         WHERE p.id > $1 AND p.status = 'succeeded' AND ($2::int IS NULL OR p.event_id = $2)
         ORDER BY p.id LIMIT ${PAGE_SIZE}`,
        [lastId, eventId],
      )
      if (!rows.length) {
        await audit(req, {
          action: 'export',
          summary: `Exported ${count} payments and refunds as CSV`,
          target: filename,
          details: { kind: 'payments', rows: count, ...(slug ? { event: slug } : {}) },
        })
        return controller.close()
      }
      lastId = Number(rows.at(-1).id)
      count += rows.length
      const payments: CsvPayment[] = rows.map((row) => ({
        kind: row.kind,
        method: row.method,
        amountPence: Number(row.amount_pence),
        feePence: row.fee_pence === null ? null : Number(row.fee_pence),
        recordedAt: new Date(row.recorded_at).toISOString(),
        person: row.person,
        event: row.event,
        reference: row.reference,
      }))
      controller.enqueue(encoder.encode(toCsvLines(payments.map(paymentCsvRow))))
    },
  })
  return { filename, csv }
}
