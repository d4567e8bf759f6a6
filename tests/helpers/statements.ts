import type pg from 'pg'

import { poolOf } from '@/platform/database/pool'

import { testPayload } from './payload'

type Query = (...args: unknown[]) => unknown

/**
 * Runs `work` with each pooled client's `query` replaced by `wrap(query)`: those connected now and any
 * connected meanwhile, so Payload's transactions (a checked-out client) and one-off reads
 * (`pool.query`) are both seen. Each client gets its own `query` back afterwards.
 */
export async function whileQueriesWrapped<T>(
  pool: pg.Pool,
  wrap: (query: Query) => Query,
  work: () => Promise<T>,
): Promise<T> {
  const unwrap: Array<() => void> = []
  const wrapClient = (client: pg.PoolClient) => {
    const own = client as unknown as { query: Query }
    const query = own.query
    own.query = wrap(query)
    unwrap.push(() => {
      own.query = query
    })
  }
  for (const client of (pool as unknown as { _clients: pg.PoolClient[] })._clients) wrapClient(client)
  pool.on('connect', wrapClient)
  try {
    return await work()
  } finally {
    pool.off('connect', wrapClient)
    for (const undo of unwrap.reverse()) undo()
  }
}

/**
 * Records every statement the app sends to PostgreSQL while `work` runs (see whileQueriesWrapped).
 * Payload's job crons are paused meanwhile, so only the request's own statements are counted.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const payload = await testPayload()
  for (const cron of payload.crons) cron.pause()
  while (payload.crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 20))
  const seen: string[] = []
  try {
    await whileQueriesWrapped(
      poolOf(payload),
      (query) =>
        function (this: unknown, ...args: unknown[]) {
          const [first] = args
          const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '')
          seen.push(text.replace(/\s+/g, ' ').trim())
          return query.apply(this, args)
        },
      work,
    )
  } finally {
    for (const cron of payload.crons) cron.resume()
  }
  return seen
}
