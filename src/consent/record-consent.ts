import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { ConsentAction, ConsentChannel, ConsentPurpose, ConsentSource } from './rules/consent'
import { normaliseEmail } from '@/platform/data/normalise'
import type { ConsentRecord } from '@/payload-types'
import { transactionSession } from '@/platform/database/transaction-session'

export type ConsentEntry = {
  channel: ConsentChannel
  action: ConsentAction
  purpose?: ConsentPurpose
  /** The exact words the person saw; none for a staff edit or an API write. */
  wording?: string | null
  wordingVersion?: string | null
}

type Staff = { id: number | string; email?: string | null } | null

/**
 * Adds one consent record per entry, all stamped with the same time and source, in one statement
 * inside the request's transaction when it has one. Records are never edited afterwards, and the
 * collection has no hooks, so nothing but the row is skipped by not going through Payload's create
 * (which would write and read back each record on its own). It writes records only: whoever calls
 * it brings the registrations' flags up to date (see syncConsentFlags). Returns the records it added.
 */
export async function recordConsent(
  req: PayloadRequest,
  {
    email,
    entries,
    source,
    staff = null,
  }: { email: string; entries: ConsentEntry[]; source: ConsentSource; staff?: Staff },
): Promise<ConsentRecord[]> {
  if (!entries.length) return []
  const recordedAt = new Date().toISOString()
  const records: Omit<ConsentRecord, 'id'>[] = entries.map((entry) => ({
    email: normaliseEmail(email),
    channel: entry.channel,
    purpose: entry.purpose ?? 'marketing',
    action: entry.action,
    recordedAt,
    wording: entry.wording ?? null,
    wordingVersion: entry.wording ? (entry.wordingVersion ?? null) : null,
    source,
    staffUser: staff ? Number(staff.id) : null,
    staffEmail: staff?.email ?? null,
    updatedAt: recordedAt,
    createdAt: recordedAt,
  }))
  // Nobody creates consent records over the API: the server is their only author.
  const db = (await transactionSession(req)) ?? (req.payload.db as unknown as PostgresAdapter).drizzle
  const values = records.map(
    (r) =>
      sql`(${r.email}, ${r.channel}, ${r.purpose}, ${r.action}, ${r.recordedAt}, ${r.wording}, ${r.wordingVersion}, ${r.source}, ${r.staffUser}, ${r.staffEmail}, ${r.updatedAt}, ${r.createdAt})`,
  )
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO consent_records (email, channel, purpose, action, recorded_at, wording, wording_version, source, staff_user_id, staff_email, updated_at, created_at)
    VALUES ${sql.join(values, sql`, `)}
    RETURNING id`)
  // Ids come back in the order the rows were listed.
  return records.map((record, index) => ({ id: Number(rows[index]!.id), ...record }))
}
