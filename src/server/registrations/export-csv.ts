import type { Payload, Where } from 'payload'

import { buildCsvHeaderChunk, registrationCsvHeader, registrationCsvRow, toCsvLines, type CsvRegistration } from '@/lib/csv'

const PAGE_SIZE = 1000

type Pool = { query: (sql: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }

/**
 * The rows of one page in a single query. Payload's `find` hydrates each document field by field,
 * which costs ~20× more for a thousand rows; the filter itself still goes through Payload (below).
 */
async function loadRows(payload: Payload, ids: number[]): Promise<CsvRegistration[]> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query(
    `SELECT r.id, r.full_name, r.email, r.phone, r.consent_gdpr, r.day1_checkin, r.day2_checkin, r.notes, r.created_at,
       coalesce((SELECT array_agg(c.value::text ORDER BY c."order") FROM registrations_attendance_choice c WHERE c.parent_id = r.id), '{}') AS attendance_choice,
       coalesce((SELECT array_agg(t.text ORDER BY t."order") FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'tags'), '{}') AS tags
     FROM registrations r WHERE r.id = ANY($1::int[]) ORDER BY r.id`,
    [ids],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    fullName: String(row.full_name),
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    attendanceChoice: row.attendance_choice as string[],
    consentGdpr: Boolean(row.consent_gdpr),
    day1Checkin: Boolean(row.day1_checkin),
    day2Checkin: Boolean(row.day2_checkin),
    tags: row.tags as string[],
    notes: (row.notes as string | null) ?? null,
    createdAt: (row.created_at as Date).toISOString(),
  }))
}

/**
 * Streams registrations as CSV, a page at a time by ascending id (keyset paging), so memory stays
 * flat however many rows there are. Payload evaluates the filter (the same `where` as the table and
 * the segments) and returns only ids; one SQL query then reads the page's columns.
 */
export function streamRegistrationsCsv(
  payload: Payload,
  { where, isBackup, onDone }: { where: Where; isBackup: boolean; onDone?: (rows: number) => Promise<void> | void },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let lastId = 0
  let rowCount = 0
  let isHeaderSent = false
  return new ReadableStream({
    async pull(controller) {
      if (!isHeaderSent) {
        isHeaderSent = true
        controller.enqueue(encoder.encode(buildCsvHeaderChunk(registrationCsvHeader({ isBackup }))))
        return
      }
      // The caller has already checked the user is an admin; the export reads every field it lists.
      const { docs } = await payload.find({
        collection: 'registrations',
        where: { and: [where, { id: { greater_than: lastId } }] },
        sort: 'id',
        limit: PAGE_SIZE,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: {},
      })
      if (!docs.length) {
        await onDone?.(rowCount)
        return controller.close()
      }
      lastId = docs[docs.length - 1]!.id
      const rows = await loadRows(payload, docs.map((doc) => doc.id))
      rowCount += rows.length
      controller.enqueue(encoder.encode(toCsvLines(rows.map((row) => registrationCsvRow(row, { isBackup })))))
    },
  })
}
