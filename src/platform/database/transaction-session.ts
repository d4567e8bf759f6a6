import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

type SessionDb = PostgresAdapter['sessions'][string]['db']

/** The database handle of the request's open transaction, or undefined when it has none. */
export async function transactionSession(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
): Promise<SessionDb | undefined> {
  if (!req.transactionID) return undefined
  return (req.payload.db as unknown as PostgresAdapter).sessions[await req.transactionID]?.db
}

type Queryable = Pick<import('pg').PoolClient, 'query'>

/**
 * The pg client under the request's open transaction, for a statement that must run inside it with
 * plain parameters (arrays included), which drizzle's sql template would expand. Drizzle's node-postgres
 * transaction keeps the connection it took from the pool as `session.client`.
 */
export async function transactionClient(req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<Queryable> {
  const session = (await transactionSession(req)) as unknown as { session?: { client?: Queryable } } | undefined
  const client = session?.session?.client
  if (!client) throw new Error('There is no open transaction to run the statement in')
  return client
}
