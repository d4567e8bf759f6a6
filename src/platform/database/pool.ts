import type { Payload } from 'payload'
import type pg from 'pg'

/**
 * The Postgres pool under Payload's adapter, for the few reads and bulk writes that Payload's
 * query layer cannot express or makes too slow (counts over the whole table, the CSV stream,
 * demo data). Table and column names are Payload's; the tests that use these paths catch a rename.
 */
export const poolOf = (payload: Payload): pg.Pool => (payload.db as unknown as { pool: pg.Pool }).pool

/** Anything a statement can be sent to: the pool, or the client of an open transaction. */
export type Queryable = Pick<pg.PoolClient, 'query'>
