import type { PayloadRequest } from 'payload'

import { emailKey, personOfAddressSql } from '@/people'
import { poolOf } from '@/platform/database/pool'

import type { ConsentAction, ConsentChannel, ConsentPurpose, ConsentSource } from './rules/consent'
import { normaliseEmail } from '@/platform/data/normalise'
import type { ConsentRecord } from '@/payload-types'
import { transactionClient } from '@/platform/database/transaction-session'

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
  // Nobody creates consent records over the API: the server is their only author. Each names the
  // person the address belongs to (the first seen with it).
  const db = req.transactionID ? await transactionClient(req) : poolOf(req.payload)
  const { rows } = await db.query<{ id: number }>({
    name: 'consent-records-insert',
    text: `INSERT INTO consent_records (email, channel, purpose, action, recorded_at, wording, wording_version, source, staff_user_id, staff_email,
        person_id, updated_at, created_at)
      SELECT $1::varchar, r.channel::enum_consent_records_channel, r.purpose::enum_consent_records_purpose, r.action::enum_consent_records_action,
        $2::timestamptz, r.wording, r.wording_version, $3::enum_consent_records_source, $4::integer, $5::varchar, ${personOfAddressSql('$6::varchar')},
        $2::timestamptz, $2::timestamptz
      FROM unnest($7::text[], $8::text[], $9::text[], $10::varchar[], $11::varchar[]) WITH ORDINALITY AS r(channel, purpose, action, wording, wording_version, ord)
      ORDER BY r.ord
      RETURNING id`,
    values: [
      normaliseEmail(email),
      recordedAt,
      source,
      staff ? Number(staff.id) : null,
      staff?.email ?? null,
      emailKey(email),
      records.map((r) => r.channel),
      records.map((r) => r.purpose),
      records.map((r) => r.action),
      records.map((r) => r.wording),
      records.map((r) => r.wordingVersion),
    ],
  })
  // The rows were inserted in the order listed, so their ids ascend in that order.
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b)
  return records.map((record, index) => ({ id: ids[index]!, ...record }))
}
