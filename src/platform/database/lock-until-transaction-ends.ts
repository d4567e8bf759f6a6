import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionSession } from './transaction-session'

/**
 * Takes the PostgreSQL advisory lock called `name` inside the request's transaction, waiting while
 * another connection (another server on the same database) holds it. The lock is released when
 * that transaction commits or rolls back, so what the holder wrote is visible to the next holder.
 */
export async function lockUntilTransactionEnds(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  name: string,
): Promise<void> {
  const session = await transactionSession(req)
  if (!session) throw new Error(`The "${name}" lock is held until a transaction ends, and there is no transaction`)
  await session.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`)
}
