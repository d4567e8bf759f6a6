/**
 * One launcher for every command that needs a database: it uses DATABASE_URL when set, otherwise
 * starts the embedded PostgreSQL in DATA_DIR, runs the command in its own process group and, on
 * exit or Ctrl-C, stops the command first and the database last, so nothing is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import nextEnv from '@next/env'
import pg from 'pg'

import {
  startEmbeddedPostgres,
  temporaryDataDir,
  type RunningPostgres,
} from '../src/platform/database/embedded-postgres'
import { DEFAULT_ADMIN } from '../src/seed/default-admin'
import { rerunStalledStart, STALLED_START_NOTICE } from '../src/seed/rerun-stalled-start'
import { env, isProduction, validateEnvOrExit } from '../src/platform/env'
import { findFreePort } from '../src/platform/net/free-port'
import { waitUntilAnswering } from '../src/platform/http/wait-until-answering'
import { buildDoorWorker } from './build-door-worker'
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe } from '../tests/helpers/fake-stripe'

type Mode = 'dev' | 'build' | 'start' | 'seed' | 'payload' | 'e2e'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
/** The production server: Next behind the public page cache. */
const SERVER = 'src/platform/http/serve.ts'
const [mode, ...args] = process.argv.slice(2) as [Mode, ...string[]]

// The same .env files Next.js reads, so DATABASE_URL and friends can live there.
nextEnv.loadEnvConfig(root, mode === 'dev')
// A mistyped setting stops here, before a database is started, with a message naming it.
validateEnvOrExit()

const children = new Set<ChildProcess>()
let database: RunningPostgres | null = null

function log(message: string) {
  process.stdout.write(`[run] ${message}\n`)
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    // Its own process group, so that stopping it stops everything it started (next's workers too).
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit', detached: true })
    children.add(child)
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** The seed CLI (src/seed/cli.ts) with `args`, run again once if it stalled before it started. */
const runSeed = (args: string[], env: NodeJS.ProcessEnv) =>
  rerunStalledStart(
    () => run(bin('tsx'), ['src/seed/cli.ts', ...args], env),
    () => log(STALLED_START_NOTICE),
  )

function startInBackground(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit', detached: true })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

async function stopChildren() {
  const exits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        try {
          process.kill(-child.pid!, 'SIGTERM')
        } catch {
          resolve()
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL')
          } catch {
            /* already gone */
          }
        }, 10_000).unref()
      }),
  )
  await Promise.all(exits)
}

/** Stops the command first and the database last; every caller waits for the same shutdown. */
let stopping: Promise<void> | null = null
async function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    await stopChildren()
    if (database?.isOwned) await database.stop().catch(() => {})
  })()
  await stopping
  process.exit(code)
}

// The network is closed on our machines, and nobody asked for telemetry.
process.env.NEXT_TELEMETRY_DISABLED = '1'
// Only the web server works through the jobs queue; one-off commands (seed, migrate) must not.
// Nor do they listen for Next's hot reload or re-check Payload's package versions in the background.
const oneOff = { JOBS_AUTORUN: 'false', DISABLE_PAYLOAD_HMR: 'true', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' }

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(130))
}

/** Every mode uses its own database, so schema push (dev) never touches a migrated database. */
function databaseNameFor(m: Mode) {
  if (m === 'dev') return 'church_dev'
  if (m === 'seed') return isProduction() ? 'church' : 'church_dev'
  return 'church'
}

async function resolveDatabaseUrl(m: Mode, dataDir: string): Promise<string> {
  const configured = env('DATABASE_URL')
  if (configured) return configured
  const clusterDir = path.join(dataDir, 'postgres')
  database = await startEmbeddedPostgres({ dataDir: clusterDir })
  log(`Embedded PostgreSQL on 127.0.0.1:${database.port} (data in ${path.relative(root, clusterDir) || clusterDir})`)
  return database.urlFor(databaseNameFor(m))
}

/** A development secret is generated once per data directory; production must bring its own. */
function resolveSecret(dataDir: string): string {
  const configured = env('PAYLOAD_SECRET')
  if (configured) return configured
  if (env('DATABASE_URL') && isProduction()) {
    console.error('PAYLOAD_SECRET must be set when DATABASE_URL points at a real server.')
    process.exit(1)
  }
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

async function isDatabaseSeeded(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rows } = await client.query(`SELECT to_regclass('public.users') AS t`)
    if (!rows[0]?.t) return false
    const result = await client.query('SELECT count(*)::int AS n FROM users')
    return result.rows[0].n > 0
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

function printAdminLogin(url: string) {
  const email = env('SEED_ADMIN_EMAIL') ?? DEFAULT_ADMIN.email
  const password = env('SEED_ADMIN_PASSWORD') ?? DEFAULT_ADMIN.password
  log('')
  log(`Site:  ${url}`)
  log(`Admin: ${url}/admin   e-mail: ${email}   password: ${password}`)
  log('')
}

async function main() {
  const dataDir = path.resolve(root, env('DATA_DIR'))
  const port = env('PORT')

  switch (mode) {
    case 'dev': {
      const url = await resolveDatabaseUrl(mode, dataDir)
      const siteUrl = env('SITE_URL') ?? `http://localhost:${port}`
      const childEnv = {
        ...process.env,
        DATABASE_URL: url,
        PAYLOAD_SECRET: resolveSecret(dataDir),
        PAYLOAD_DB_PUSH: 'true',
        SITE_URL: siteUrl,
        PORT: String(port),
      }
      if (!(await isDatabaseSeeded(url))) {
        log('First run: seeding the development database…')
        const code = await runSeed([], { ...childEnv, ...oneOff })
        if (code !== 0) return shutdown(code)
      }
      printAdminLogin(siteUrl)
      await buildDoorWorker({ isProduction: false })
      return shutdown(await run(bin('next'), ['dev', '-p', String(port)], childEnv))
    }
    case 'build': {
      const url = await resolveDatabaseUrl(mode, dataDir)
      const childEnv = {
        ...process.env,
        NODE_ENV: 'production' as const,
        DATABASE_URL: url,
        PAYLOAD_SECRET: resolveSecret(dataDir),
      }
      await buildDoorWorker({ isProduction: true })
      return shutdown(await run(bin('next'), ['build', ...args], childEnv))
    }
    case 'start': {
      const url = await resolveDatabaseUrl(mode, dataDir)
      const childEnv = {
        ...process.env,
        NODE_ENV: 'production' as const,
        DATABASE_URL: url,
        PAYLOAD_SECRET: resolveSecret(dataDir),
        SITE_URL: env('SITE_URL') ?? `http://localhost:${port}`,
      }
      const migrated = await run(bin('payload'), ['migrate'], { ...childEnv, ...oneOff })
      if (migrated !== 0) return shutdown(migrated)
      return shutdown(await run(bin('tsx'), [SERVER, '--port', String(port)], childEnv))
    }
    case 'seed': {
      const url = await resolveDatabaseUrl(mode, dataDir)
      const childEnv = {
        ...process.env,
        DATABASE_URL: url,
        PAYLOAD_SECRET: resolveSecret(dataDir),
        PAYLOAD_DB_PUSH: isProduction() ? 'false' : 'true',
      }
      if (isProduction()) {
        const migrated = await run(bin('payload'), ['migrate'], { ...childEnv, ...oneOff })
        if (migrated !== 0) return shutdown(migrated)
      }
      return shutdown(await runSeed(args, { ...childEnv, ...oneOff }))
    }
    case 'payload': {
      const url = await resolveDatabaseUrl(mode, dataDir)
      const childEnv = { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: resolveSecret(dataDir) }
      return shutdown(await run(bin('payload'), args, { ...childEnv, ...oneOff }))
    }
    case 'e2e':
      return shutdown(await runBrowserTests())
    default:
      console.error(`Unknown mode "${mode}". Use dev, build, start, seed, payload or e2e.`)
      return shutdown(2)
  }
}

/**
 * Browser tests run against a production build on a throwaway database, so they never touch the
 * developer's data and can run beside `npm run dev`.
 */
async function runBrowserTests(): Promise<number> {
  const dataDir = temporaryDataDir('church-e2e')
  let url = env('DATABASE_URL')
  if (!url) {
    database = await startEmbeddedPostgres({ dataDir, persistent: false })
    url = database.urlFor('church_e2e')
  }
  const port = await findFreePort()
  const siteUrl = `http://localhost:${port}`
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: url,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: siteUrl,
    PORT: String(port),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    MEDIA_DIR: path.join(dataDir, 'media'),
    // The browser tests' webhook receiver listens on loopback.
    WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    // Its seeded event is long over: the nightly retention run must not anonymise it mid-test.
    RETENTION_SCHEDULE: 'off',
    // Longer than any test waits: a change shows on a public page only if the edit purged the cache.
    PAGE_CACHE_SECONDS: '300',
    // Nothing stands in front of this server: the socket's peer is the client.
    TRUSTED_PROXIES: '0',
    // Every browser test signs in from loopback, far more often than a person would.
    SIGN_IN_RATE_LIMIT: 'off',
    // Every browser test sends the public forms from loopback too: one address's allowance for the whole
    // run, two tests at a time. Still a limit (platform/multi-instance spends it to the 429), just not
    // one that a few fast minutes of other tests' bookings and manage links use up.
    FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? '60/600',
  }
  // Card payments go to a fake Stripe on loopback, whose Checkout page sends the signed webhook here.
  const fakeStripe = await startFakeStripe({ webhookUrl: `${siteUrl}/api/payments/stripe-webhook` })
  Object.assign(childEnv, {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_BASE: fakeStripe.base,
  })
  try {
    if (env('E2E_SKIP_BUILD') !== '1') {
      await buildDoorWorker({ isProduction: true })
      // `npm test` has already type-checked the code.
      const built = await run(bin('next'), ['build'], { ...childEnv, NEXT_BUILD_SKIP_TYPECHECK: '1' })
      if (built !== 0) return built
    }
    const migrated = await run(bin('payload'), ['migrate'], { ...childEnv, ...oneOff })
    if (migrated !== 0) return migrated
    // The tests sign in with the development admin, chosen here on purpose (a production seed refuses it by default).
    const seeded = await runSeed(['--demo', '20'], {
      ...childEnv,
      ...oneOff,
      SEED_ADMIN_PASSWORD: DEFAULT_ADMIN.password,
    })
    if (seeded !== 0) return seeded
    const server = startInBackground(bin('tsx'), [SERVER, '--port', String(port)], childEnv)
    await waitUntilAnswering(`${siteUrl}/`, { server, timeoutMs: 120_000 })
    // The shared-state files one at a time in each of their two groups, then the rest two at a time. Two runs rather than the
    // config's dependency, so that a failure among the first still lets the second report its own.
    const { SHARED_STATE, OWN_DATA } = await import('../playwright.config')
    const testEnv = { ...childEnv, BASE_URL: siteUrl }
    const shared = await run(
      bin('playwright'),
      ['test', ...SHARED_STATE.map((project) => `--project=${project}`), '--pass-with-no-tests', ...args],
      testEnv,
    )
    const own = await run(
      bin('playwright'),
      ['test', `--project=${OWN_DATA}`, '--no-deps', '--pass-with-no-tests', ...args],
      testEnv,
    )
    return shared || own
  } finally {
    await stopChildren()
    await fakeStripe.close()
    await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {})
  }
}

main().catch(async (error: unknown) => {
  console.error(error)
  await shutdown(1)
})
