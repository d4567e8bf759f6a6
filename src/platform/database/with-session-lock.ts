import type { Payload } from 'payload'

import { poolOf } from './pool'

/**
 * Runs `work` while holding the PostgreSQL advisory lock called `name` on a connection of its own,
 * or returns null at once when another run (on this server or another) holds it. A server that dies
 * mid-run loses its connection, and the lock with it.
 */
export async function withSessionLock<T>(payload: Payload, name: string, work: () => Promise<T>): Promise<T | null> {
  const client = await poolOf(payload).connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])
    if (!rows[0]?.locked) return null
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name])
    }
  } finally {
    client.release()
  }
}
