import { buildQuery, type DrizzleAdapter } from '@payloadcms/drizzle'
import { and, asc, gt } from 'drizzle-orm'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { Payload, Where } from 'payload'

import {
  buildCsvHeaderChunk,
  registrationCsvHeader,
  registrationCsvRow,
  toCsvLines,
  type CsvRegistration,
} from './rules/registrations-csv'
import { checkedInSessionKeys, type StoredAnswer } from '@/events'
import { poolOf } from '@/platform/database/pool'

const PAGE_SIZE = 1000

/** Each event's slug and session keys in order: a row's check-in columns follow its own event's sessions. */
export type CsvEventSessions = Map<number, { slug: string; keys: string[] }>

/**
 * The rows of one page in a single query. Payload's `find` hydrates each document field by field,
 * which costs ~20× more for a thousand rows; the filter itself still goes through Payload (below).
 */
async function loadRows(
  payload: Payload,
  ids: number[],
  events: CsvEventSessions,
  hasQuestions: boolean,
): Promise<CsvRegistration[]> {
  const pool = poolOf(payload)
  // Answers are read only for a file with question columns: most exports have none.
  const answers = hasQuestions
    ? `coalesce(r.answers, '[]'::jsonb) || coalesce(r.sensitive_answers, '[]'::jsonb)`
    : 'NULL::jsonb'
  const { rows } = await pool.query(
    `SELECT r.id, r.event_id, r.full_name, r.email, r.phone, r.consent_gdpr, r.checked_in_sessions, r.notes, r.created_at, r.place_status, r.waiting_sessions, r.is_child, r.checkin_code, ${answers} AS answers,
       (SELECT b.full_name FROM registrations b WHERE b.id = r.group_booker_id) AS booked_by,
       coalesce((SELECT array_agg(t.text ORDER BY t."order") FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice'), '{}') AS attendance_choice,
       coalesce((SELECT array_agg(t.text ORDER BY t."order") FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'tags'), '{}') AS tags
     FROM registrations r WHERE r.id = ANY($1::int[]) ORDER BY r.id`,
    [ids],
  )
  return rows.map((row) => {
    const event = events.get(Number(row.event_id))
    const checkedIn = new Set(checkedInSessionKeys(row.checked_in_sessions as string | null))
    return {
      id: Number(row.id),
      event: event?.slug ?? null,
      fullName: String(row.full_name),
      email: (row.email as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
      attendanceChoice: row.attendance_choice as string[],
      consentGdpr: Boolean(row.consent_gdpr),
      checkedIn: (event?.keys ?? []).map((key) => checkedIn.has(key)),
      tags: row.tags as string[],
      notes: (row.notes as string | null) ?? null,
      createdAt: (row.created_at as Date).toISOString(),
      answers: Array.isArray(row.answers) ? (row.answers as StoredAnswer[]) : null,
      placeStatus: (row.place_status as CsvRegistration['placeStatus']) ?? 'confirmed',
      waitingFor: String(row.waiting_sessions ?? '')
        .split('|')
        .filter(Boolean),
      bookedBy: (row.booked_by as string | null) ?? null,
      isChild: Boolean(row.is_child),
      checkinCode: (row.checkin_code as string | null) ?? null,
    }
  })
}

/**
 * The ids of the next page of registrations matching `where`, by ascending id after `afterId`.
 * Payload's own `where` to SQL translation (the one its `find` uses), but not `find` itself: for a
 * thousand ids `find` spends ~150 ms and ~4 MB of short-lived objects, which made a 50,000-row
 * export grow the server's heap by ~190 MB.
 */
async function nextIds(payload: Payload, where: Where, afterId: number, limit: number): Promise<number[]> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const config = payload.collections.registrations.config
  const tableName = adapter.tableNameMap.get('registrations')!
  const table = adapter.tables[tableName]
  const query = buildQuery({ adapter, fields: config.flattenedFields, tableName, where })
  const db = adapter.drizzle as unknown as {
    selectDistinct: (fields: Record<string, unknown>) => { from: (table: unknown) => PgSelect }
  }
  let select = db
    .selectDistinct({ id: table.id })
    .from(table)
    .where(and(query.where, gt(table.id, afterId)))
    .orderBy(asc(table.id))
    .limit(limit)
    .$dynamic()
  // Filters on a registration's lists (attendance, tags) join their tables, as Payload's find does.
  for (const { type, condition, table: joined } of query.joins)
    select = select[type ?? 'leftJoin'](joined as PgTable, condition)
  const rows = (await select) as unknown as Array<{ id: number }>
  return rows.map((row) => Number(row.id))
}

/**
 * Streams registrations as CSV, a page at a time by ascending id (keyset paging), so memory stays
 * flat however many rows there are. The filter is the same `where` as the table and the segments,
 * turned into SQL by Payload; one query then reads the page's columns.
 */
export function streamRegistrationsCsv(
  payload: Payload,
  {
    where,
    kind,
    events,
    onDone,
  }: {
    where: Where
    kind: {
      isBackup: boolean
      sessionCount: number
      questions?: ReadonlyArray<{ key: string; label: string }>
      hasPlaceLimits?: boolean
      sessions?: ReadonlyArray<{ key: string; title: string }>
    }
    events: CsvEventSessions
    onDone?: (rows: number) => Promise<void> | void
  },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let lastId = 0
  let rowCount = 0
  let isHeaderSent = false
  return new ReadableStream({
    async pull(controller) {
      if (!isHeaderSent) {
        isHeaderSent = true
        controller.enqueue(encoder.encode(buildCsvHeaderChunk(registrationCsvHeader(kind))))
        return
      }
      // The caller has already checked the user is an admin; the export reads every field it lists.
      const ids = await nextIds(payload, where, lastId, PAGE_SIZE)
      if (!ids.length) {
        await onDone?.(rowCount)
        return controller.close()
      }
      lastId = ids[ids.length - 1]!
      const rows = await loadRows(payload, ids, events, Boolean(kind.questions?.length))
      rowCount += rows.length
      controller.enqueue(encoder.encode(toCsvLines(rows.map((row) => registrationCsvRow(row, kind)))))
    },
  })
}
