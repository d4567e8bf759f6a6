import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionSession } from './transaction-session'

/** The locks each open transaction holds already, so that asking again inside it costs nothing. */
const held = new WeakMap<object, Set<string>>()

/**
 * Takes the PostgreSQL advisory lock called `name` inside the request's transaction, waiting while
 * another connection (another server on the same database) holds it. The lock is released when
 * that transaction commits or rolls back, so what the holder wrote is visible to the next holder.
 * Asked for again in the same transaction (a service, then the hook of the write it makes), it is
 * already held: no second statement is sent.
 */
export async function lockUntilTransactionEnds(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  name: string,
): Promise<void> {
  const session = await transactionSession(req)
  if (!session) throw new Error(`The "${name}" lock is held until a transaction ends, and there is no transaction`)
  const names = held.get(session) ?? new Set<string>()
  if (names.has(name)) return
  await session.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`)
  names.add(name)
  held.set(session, names)
}
