import type pg from 'pg'

import { poolOf } from '@/platform/database/pool'

import { testPayload } from './payload'

/**
 * Records every statement the app sends to PostgreSQL while `work` runs: each pooled client's
 * `query` is wrapped once (those connected now and any connected later), so Payload's transactions
 * (a checked-out client) and one-off reads (`pool.query`) are both seen. Payload's job crons are
 * paused meanwhile, so only the request's own statements are counted.
 */
let recording: string[] | null = null

export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const payload = await testPayload()
  const pool = poolOf(payload)
  const wrap = (client: pg.PoolClient) => {
    const counted = client as pg.PoolClient & { isCounted?: true }
    if (counted.isCounted) return
    counted.isCounted = true
    const original = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first] = args
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '')
      recording?.push(text.replace(/\s+/g, ' ').trim())
      return original(...args)
    }
  }
  for (const client of (pool as unknown as { _clients: pg.PoolClient[] })._clients) wrap(client)
  pool.on('connect', wrap)
  for (const cron of payload.crons) cron.pause()
  while (payload.crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 20))
  const seen: string[] = []
  recording = seen
  try {
    await work()
  } finally {
    recording = null
    pool.off('connect', wrap)
    for (const cron of payload.crons) cron.resume()
  }
  return seen
}
