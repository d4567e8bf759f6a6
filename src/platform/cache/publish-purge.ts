import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionSession } from '../database/transaction-session'

import { PURGE_CHANNEL, purgeMessageSchema, type PurgedPath } from './purge-message'

/**
 * Announces stale paths to every server on the database. Sent in the change's own transaction,
 * PostgreSQL delivers it only once the change is committed (and never for a change rolled back),
 * so no server re-renders a page before the new content can be read.
 */
export async function publishPurge(req: PayloadRequest, paths: PurgedPath[]): Promise<void> {
  const message = JSON.stringify(purgeMessageSchema.parse({ paths }))
  const db = (await transactionSession(req)) ?? (req.payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`SELECT pg_notify(${PURGE_CHANNEL}, ${message})`)
}
