import { randomBytes } from 'node:crypto'

import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'

/**
 * A live site upgrades from the schema it has, with its rows in it. Each case builds a database at the
 * schema just before a migration (by running the committed migrations up to there), stores rows the
 * migration touches, runs the rest, and checks that every row and value is still there.
 */
const databaseUrl = () => process.env.DATABASE_URL!
const name = `church_upgrade_${randomBytes(4).toString('hex')}`
let admin: pg.Client
let pool: pg.Pool

type Migration = (typeof migrations)[number]
const db = () => drizzle(pool) as unknown as Parameters<Migration['up']>[0]['db']
const runUp = (migration: Migration) => migration.up({ db: db(), payload: undefined as never, req: undefined as never })
const indexOf = (migrationName: string) => {
  const index = migrations.findIndex((migration) => migration.name === migrationName)
  expect(index).toBeGreaterThan(-1)
  return index
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: databaseUrl() })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl())
  url.pathname = `/${name}`
  pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
})

afterAll(async () => {
  await pool?.end()
  await admin?.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin?.end()
})

describe('upgrading a database that holds data', () => {
  it('keeps every staff account and queued job through the second-factor link and route-change migrations', async () => {
    const first = indexOf('20261123_215548_two_factor_enrolment_link')
    for (const migration of migrations.slice(0, first)) await runUp(migration)

    await pool.query(
      `INSERT INTO users (full_name, role, email, salt, hash, two_factor_enabled, two_factor_secret)
       VALUES ('Ada Admin', 'admin', 'ada@upgrade.example', 's1', 'h1', true, 'sealed-secret'),
              ('Vic Volunteer', 'volunteer', 'vic@upgrade.example', 's2', 'h2', false, NULL)`,
    )
    await pool.query(`INSERT INTO payload_jobs (input, task_slug, queue) VALUES ('{"deliveryId": 7}', 'deliverWebhook', 'default')`)
    const usersBefore = (await pool.query('SELECT * FROM users ORDER BY id')).rows
    const jobsBefore = (await pool.query('SELECT * FROM payload_jobs ORDER BY id')).rows

    const last = indexOf('20261123_220024_announce_route_change')
    for (const migration of migrations.slice(first, last + 1)) await runUp(migration)

    const usersAfter = (await pool.query('SELECT * FROM users ORDER BY id')).rows
    expect(usersAfter).toHaveLength(usersBefore.length)
    usersAfter.forEach((row, index) => {
      expect(row).toMatchObject(usersBefore[index])
      expect(row.two_factor_enrolment_token_hash).toBeNull()
      expect(row.two_factor_enrolment_expires_at).toBeNull()
    })
    expect((await pool.query('SELECT * FROM payload_jobs ORDER BY id')).rows).toEqual(jobsBefore)
    // The new task can now be queued beside the old jobs.
    await pool.query(`INSERT INTO payload_jobs (input, task_slug) VALUES ('{}', 'announceRouteChange')`)
    expect((await pool.query('SELECT count(*)::int AS n FROM payload_jobs')).rows[0].n).toBe(jobsBefore.length + 1)
  })
})
