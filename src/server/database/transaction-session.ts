import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

type SessionDb = PostgresAdapter['sessions'][string]['db']

/** The database handle of the request's open transaction, or undefined when it has none. */
export async function transactionSession(req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<SessionDb | undefined> {
  if (!req.transactionID) return undefined
  return (req.payload.db as unknown as PostgresAdapter).sessions[await req.transactionID]?.db
}
