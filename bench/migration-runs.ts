/**
 * What the upgrade benchmarks share: a database of its own at the schema just before a migration
 * (the committed migrations before it, run with drizzle as tests/int/platform/migrations-upgrade.int.test.ts
 * runs them), and that migration's `up` timed in one transaction, as `payload migrate` runs it, with
 * the time of each statement it sends.
 */
import { performance } from 'node:perf_hooks'

import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { migrations } from '../src/migrations'
import { inPoolTransaction } from '../src/platform/database/in-pool-transaction'

import { log, seconds } from './support'

type Migration = (typeof migrations)[number]
type Db = Parameters<Migration['up']>[0]['db']
export type Statement = { sql: string; ms: number }

const runUp = (migration: Migration, client: pg.Pool | pg.PoolClient) =>
  migration.up({ db: drizzle(client) as unknown as Db, payload: undefined as never, req: undefined as never })

/** A new database `name` holding every committed migration before `target`: its pool, the target, and how to remove it. */
export async function databaseBefore(
  { adminUrl, urlFor }: { adminUrl: string; urlFor: (name: string) => string },
  name: string,
  target: string,
): Promise<{ pool: pg.Pool; migration: Migration; drop: () => Promise<void> }> {
  const asAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }
  await asAdmin(`DROP DATABASE IF EXISTS ${name}`)
  await asAdmin(`CREATE DATABASE ${name}`)
  const pool = new pg.Pool({ connectionString: urlFor(name), max: 2 })
  pool.on('error', (error) => log(`database pool: ${error.message}`))
  const index = migrations.findIndex((migration) => migration.name === target)
  if (index < 0) throw new Error(`No migration ${target}`)
  const start = performance.now()
  for (const migration of migrations.slice(0, index)) await runUp(migration, pool)
  log(`${name}: schema before ${target} (${seconds(performance.now() - start)})`)
  const drop = async () => {
    await pool.end()
    await asAdmin(`DROP DATABASE IF EXISTS ${name}`).catch(() => {})
  }
  return { pool, migration: migrations[index]!, drop }
}

/** The server's version ("PostgreSQL 18.4"), read through the database at `url`. */
export async function postgresVersionAt(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return String((await client.query<{ version: string }>('SELECT version()')).rows[0]!.version).split(' on ')[0]!
  } finally {
    await client.end()
  }
}

/** The migration's `up` in one transaction, as `payload migrate` runs it; each statement timed, to say where the time goes. */
export async function timeMigrationUp(
  pool: pg.Pool,
  migration: Migration,
): Promise<{ ms: number; statements: Statement[] }> {
  const statements: Statement[] = []
  const start = performance.now()
  await inPoolTransaction(pool, async (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
    ;(client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
      const [first] = args
      const sql = (typeof first === 'string' ? first : ((first as { text?: string }).text ?? ''))
        .replace(/\s+/g, ' ')
        .trim()
      const at = performance.now()
      try {
        return await query(...args)
      } finally {
        statements.push({ sql, ms: performance.now() - at })
      }
    }
    await runUp(migration, client)
  })
  return { ms: performance.now() - start, statements }
}

/** The slowest statements of a run, as a markdown table. */
export function slowestStatements(statements: Statement[], totalMs: number, shown = 6): string[] {
  const slowest = [...statements].sort((a, b) => b.ms - a.ms).slice(0, shown)
  return [
    `The slowest statements (${(totalMs / 1000).toFixed(2)} s in ${statements.length} statements, the rest taking ${((totalMs - slowest.reduce((sum, statement) => sum + statement.ms, 0)) / 1000).toFixed(2)} s):`,
    '',
    '| Statement | Time (s) |',
    '|---|--:|',
    ...slowest.map(
      (statement) =>
        `| \`${statement.sql.slice(0, 150).replaceAll('|', '\\|')}${statement.sql.length > 150 ? '…' : ''}\` | ${(statement.ms / 1000).toFixed(2)} |`,
    ),
  ]
}
