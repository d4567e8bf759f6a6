import type pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/server/database/pool'

import { specEvent } from '../helpers/events'
import { rest, testPayload, uniqueEmail } from '../helpers/payload'

type Statement = { sql: string; client: number }

/**
 * Records every statement the app sends to PostgreSQL while `work` runs: each pooled client's
 * `query` is wrapped once (those connected now and any connected later), so Payload's transactions
 * (a checked-out client) and one-off reads (`pool.query`) are both seen.
 */
async function statementsDuring(pool: pg.Pool, work: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = []
  let isRecording = false
  const ids = new WeakMap<object, number>()
  let clients = 0
  const wrap = (client: pg.PoolClient) => {
    const wrapped = client as pg.PoolClient & { countedQuery?: true }
    if (wrapped.countedQuery) return
    wrapped.countedQuery = true
    ids.set(client, ++clients)
    const original = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first] = args
      const sql = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '')
      if (isRecording) seen.push({ sql: sql.replace(/\s+/g, ' ').trim(), client: ids.get(client)! })
      return original(...args)
    }
  }
  for (const client of (pool as unknown as { _clients: pg.PoolClient[] })._clients) wrap(client)
  pool.on('connect', wrap)
  isRecording = true
  try {
    await work()
  } finally {
    isRecording = false
    pool.off('connect', wrap)
  }
  return seen
}

/** "insert into registrations", "select … from consent_records": what a statement does, for the failure message. */
const describeStatement = (sql: string) => {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '?'
  const table = /\b(?:from|into|update)\s+"?([\w]+)"?/i.exec(sql)?.[1] ?? ''
  return `${verb}${table ? ` ${table}` : ''}`
}

const register = (body: Record<string, unknown>) =>
  rest('POST', '/registrations/register', { body: { attendanceChoice: ['online'], website: '', ...body }, ip: `198.51.100.${Math.floor(Math.random() * 250)}` })

beforeAll(async () => {
  await specEvent(await testPayload())
})

describe('statements one registration sends to PostgreSQL', () => {
  afterEach(() => {
    process.env.FORM_RATE_LIMIT = 'off'
  })

  it('a new person with a ticked box', async () => {
    const payload = await testPayload()
    // Warm: the first request loads the event and settings the way a running server already has.
    await register({ fullName: 'Warm Person', email: uniqueEmail('warm'), consentEmail: true })
    const email = uniqueEmail('count')
    const statements = await statementsDuring(poolOf(payload), async () => {
      const { status } = await register({ fullName: 'Counted Person', email, consentEmail: true, phone: '07700 900123' })
      expect(status).toBe(200)
    })
    console.log(statements.map((statement, index) => `${index + 1}. [${statement.client}] ${describeStatement(statement.sql)} :: ${statement.sql.slice(0, 400)}`).join('\n'))
    expect(statements.length).toBeGreaterThan(0)
  })
})
