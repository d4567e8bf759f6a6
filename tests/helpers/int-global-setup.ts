import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres, temporaryDataDir } from '../../src/platform/database/embedded-postgres'
import { env } from '../../src/platform/env'

async function hasTable(url: string, table: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT to_regclass($1) AS t', [`public.${table}`])
    return Boolean(rows[0]?.t)
  } finally {
    await client.end()
  }
}

/**
 * Integration tests get a throwaway PostgreSQL with the committed migrations applied,
 * never the developer's .data/, so they can run beside `npm run dev`.
 */
export default async function setup() {
  const root = path.resolve(import.meta.dirname, '../..')
  let database: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null
  const testDatabaseUrl = env('TEST_DATABASE_URL')
  if (!testDatabaseUrl) {
    database = await startEmbeddedPostgres({ dataDir: temporaryDataDir('church-int'), persistent: false })
  }
  process.env.DATABASE_URL = testDatabaseUrl ?? database!.urlFor('church_int')
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  process.env.SITE_URL = 'http://localhost:3999'
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  process.env.LOG_LEVEL ??= 'warn'
  // Seeded and uploaded pictures go with the throwaway database, not into the developer's media/.
  const mediaDir = temporaryDataDir('church-int-media')
  process.env.MEDIA_DIR = mediaDir
  // Tests run queued jobs themselves, when they choose to.
  process.env.JOBS_AUTORUN = 'false'
  process.env.FORM_RATE_LIMIT ??= 'off'
  // Tests sign in far more often than a person; the sign-in tests set their own limits.
  process.env.SIGN_IN_RATE_LIMIT ??= 'off'
  // Webhook receivers in tests listen on loopback, and retries should not wait half a minute.
  process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = 'true'
  process.env.WEBHOOK_RETRY_DELAY_MS = '0'

  // Payload's CLI changes how it imports modules when it sees VITEST, and then silently does nothing.
  const childEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  ) as NodeJS.ProcessEnv
  // Seen rarely: the CLI exits 0 having done nothing. Check the schema is there, and try again.
  let migrate = spawnSync(path.join(root, 'node_modules/.bin/payload'), ['migrate'], {
    cwd: root,
    env: { ...childEnv, LOG_LEVEL: 'info' },
    encoding: 'utf8',
  })
  for (
    let attempt = 1;
    attempt < 3 &&
    migrate.status === 0 &&
    !(await hasTable(process.env.DATABASE_URL, 'registrations').catch(() => false));
    attempt++
  ) {
    migrate = spawnSync(path.join(root, 'node_modules/.bin/payload'), ['migrate'], {
      cwd: root,
      env: { ...childEnv, LOG_LEVEL: 'info' },
      encoding: 'utf8',
    })
  }
  if (migrate.status !== 0 || !(await hasTable(process.env.DATABASE_URL, 'registrations').catch(() => false))) {
    await database?.stop()
    throw new Error(`Migrations failed (exit ${migrate.status}):\n${migrate.stdout}\n${migrate.stderr}`)
  }

  // Content every test may rely on (site settings, event days, templates), seeded once. Seen once on a
  // loaded machine: the seed ended without a word; it keeps what exists, so it is run again once.
  const seed = () =>
    spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/seed/cli.ts'], {
      cwd: root,
      env: childEnv,
      encoding: 'utf8',
    })
  let seeded = seed()
  if (seeded.status !== 0) seeded = seed()
  if (seeded.status !== 0) {
    await database?.stop()
    const how = seeded.error ? String(seeded.error) : `exit ${seeded.status ?? `signal ${seeded.signal}`}`
    throw new Error(`Seeding failed (${how}):\n${seeded.stdout}\n${seeded.stderr}`)
  }

  return async () => {
    await database?.stop()
    await rm(mediaDir, { recursive: true, force: true })
  }
}
