import type pg from 'pg'

/**
 * Runs `work` on one client of `pool` between BEGIN and COMMIT, for writes made outside Payload's own
 * transactions: an error rolls everything back and is thrown on, and the client always goes back.
 */
export async function inPoolTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
