import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { lockUntilTransactionEnds } from '@/platform/database/lock-until-transaction-ends'
import { transactionSession } from '@/platform/database/transaction-session'

/**
 * Check-ins of one person are written one at a time: the second of two devices waits for the
 * first's transaction, then sees its row. Held until the transaction ends.
 */
export const lockPersonsCheckins = (req: PayloadRequest, registrationId: number) =>
  lockUntilTransactionEnds(req, `checkin:${registrationId}`)

/**
 * Rewrites the registration's list of sessions checked in at from its check-in records, inside the
 * check-in's transaction, so the list and the records never disagree.
 */
export async function syncCheckedInSessions(req: PayloadRequest, registrationId: number): Promise<void> {
  const db = await transactionSession(req)
  if (!db) throw new Error('Check-ins are recorded in a transaction')
  await db.execute(sql`
    UPDATE registrations SET checked_in_sessions = coalesce(
      (SELECT '|' || string_agg(session, '|' ORDER BY session) || '|' FROM checkins WHERE registration_id = ${registrationId}), '|')
    WHERE id = ${registrationId}`)
}
