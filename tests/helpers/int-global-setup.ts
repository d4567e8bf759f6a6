import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { startEmbeddedPostgres, temporaryDataDir } from '../../src/server/database/embedded-postgres'

/**
 * Integration tests get a throwaway PostgreSQL with the committed migrations applied,
 * never the developer's .data/, so they can run beside `npm run dev`.
 */
export default async function setup() {
  const root = path.resolve(import.meta.dirname, '../..')
  let database: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null
  if (!process.env.TEST_DATABASE_URL) {
    database = await startEmbeddedPostgres({ dataDir: temporaryDataDir('church-int'), persistent: false })
  }
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? database!.urlFor('church_int')
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  process.env.SITE_URL = 'http://localhost:3999'
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  process.env.LOG_LEVEL ??= 'warn'
  // Tests run queued jobs themselves, when they choose to.
  process.env.JOBS_AUTORUN = 'false'
  process.env.FORM_RATE_LIMIT ??= 'off'

  const migrate = spawnSync(path.join(root, 'node_modules/.bin/payload'), ['migrate'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  })
  if (migrate.status !== 0) {
    await database?.stop()
    throw new Error(`Migrations failed:\n${migrate.stdout}\n${migrate.stderr}`)
  }

  return async () => {
    await database?.stop()
  }
}
