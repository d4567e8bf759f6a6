/**
 * What every benchmark in bench/ shares: a throwaway embedded PostgreSQL with the committed
 * migrations and the seed CLI's data, Payload loaded in this process, clean-up whatever happens
 * (error, Ctrl-C), demo people inserted with SQL, a fake Resend and its own ceiling, the machine's
 * description, statistics, and writing a marked section of docs/benchmarks.md.
 *
 * A benchmark is `runBenchmark(async () => { const db = await startBenchDatabase({ demo: N }); … })`.
 * Importing this module sets the benchmark environment, so import it before Payload's config.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'
import type { Payload } from 'payload'

import { buildDemoRegistrations, type DemoRegistration } from '../src/seed/demo-registrations'
import { rerunStalledStart, STALLED_START_NOTICE } from '../src/seed/rerun-stalled-start'
import { insertDemoRegistrations, type DemoEvent } from '../src/seed/insert-demo'
import {
  startEmbeddedPostgres,
  temporaryDataDir,
  type RunningPostgres,
} from '../src/platform/database/embedded-postgres'
import { startFakeResend, type DeliveredEmail } from '../tests/helpers/fake-resend'

export const root = path.resolve(import.meta.dirname, '..')
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
export const docPath = path.join(root, 'docs', 'benchmarks.md')

export const log = (message: string) => console.log(`[bench] ${message}`)
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
export const mark = (ok: boolean) => (ok ? '✅ pass' : '❌ fail')
/** A figure rounded to a whole number, with thousands separators: "10,000". */
export const count = (value: number) => Math.round(value).toLocaleString('en-GB')
/** How many a second: `n` in `ms` milliseconds. */
export const rate = (n: number, ms: number) => n / (ms / 1000)
/** `part` as a whole percentage of `whole`: "87". */
export const percentOf = (part: number, whole: number) => ((part / whole) * 100).toFixed(0)

/** A whole number from the environment, or the fallback; anything else stops the benchmark. */
export function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${raw}"`)
    process.exit(2)
  }
  return value
}

// ---------------------------------------------------------------------------------------------
// Environment: the same for this process (set before Payload's config is imported) and its children.

const DATA_DIR = temporaryDataDir('church-bench')
Object.assign(process.env, {
  PAYLOAD_SECRET: 'bench-secret',
  SITE_URL: 'http://localhost:3999',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  // The seeded pictures go with the throwaway database.
  MEDIA_DIR: path.join(DATA_DIR, 'media'),
  JOBS_AUTORUN: 'false',
  FORM_RATE_LIMIT: 'off',
  DISABLE_PAYLOAD_HMR: 'true',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
})
// Never push a schema: the benchmark runs the committed migrations, as tests and production do.
delete process.env.PAYLOAD_DB_PUSH

/** Payload's CLI changes how it imports modules when it sees VITEST, and then silently does nothing. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...(Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  ) as NodeJS.ProcessEnv),
  ...extra,
})

// ---------------------------------------------------------------------------------------------
// Clean-up: the child, Payload, PostgreSQL and its data, whatever happened.

let database: RunningPostgres | null = null
let payloadInstance: Payload | null = null
const children = new Set<ChildProcess>()
let cleanupPromise: Promise<void> | null = null
let isInterrupted = false

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())])
}

function cleanup(): Promise<void> {
  cleanupPromise ??= (async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
        child.kill('SIGTERM')
        if (
          (await withTimeout(
            exited.then(() => true),
            10_000,
          )) === undefined
        )
          child.kill('SIGKILL')
      }
    }
    if (payloadInstance) {
      // Payload's destroy() leaves the pg pool open, and Payload keeps one client checked out for
      // good, so pool.end() would wait for ever: end the idle ones, and let PostgreSQL's shutdown
      // close the last (its error is swallowed here).
      const pool = (payloadInstance.db as unknown as { pool?: pg.Pool }).pool
      pool?.on('error', () => {})
      await withTimeout(
        payloadInstance.destroy().catch((error: unknown) => console.error('[bench] closing Payload:', error)),
        10_000,
      )
      if (pool && !pool.ended) void pool.end().catch(() => {})
      payloadInstance = null
    }
    if (database) {
      await database.stop().catch((error: unknown) => console.error('[bench] stopping PostgreSQL:', error))
      database = null
    }
    if (existsSync(DATA_DIR)) await fs.rm(DATA_DIR, { recursive: true, force: true }).catch(() => {})
    log(`PostgreSQL stopped, ${DATA_DIR} removed`)
  })()
  return cleanupPromise
}

/** Runs a benchmark, then cleans up (also on error, Ctrl-C or a stray error) and exits. */
export async function runBenchmark(main: () => Promise<void>): Promise<never> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (isInterrupted) return
      isInterrupted = true
      console.error(`\n[bench] ${signal}: stopping PostgreSQL and removing ${DATA_DIR}`)
      void cleanup().finally(() => process.exit(130))
    })
  }
  // A stray error (an idle connection's, say) still stops PostgreSQL before the process ends.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      console.error(`[bench] ${event}:`, error)
      void cleanup().finally(() => process.exit(1))
    })
  }

  let exitCode = 0
  try {
    await main()
  } catch (error) {
    if (!isInterrupted) {
      console.error('[bench] failed:', error)
      exitCode = 1
    }
  } finally {
    await cleanup()
  }
  // An interrupted run exits from its signal handler, once the clean-up above has finished.
  if (isInterrupted) await new Promise<never>(() => {})
  process.exit(exitCode)
}

// ---------------------------------------------------------------------------------------------
// The database: PostgreSQL, migrations, seed, Payload.

type RunResult = { code: number; stdout: string; stderr: string }

/** Runs a command to the end; each output line goes to `onLine` as it arrives (with the time it came). */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine?: (line: string, at: number) => void,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    children.add(child)
    let stdout = ''
    let stderr = ''
    let pending = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      stdout += text
      if (!onLine) return
      pending += text
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onLine(line, performance.now())
    })
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.once('error', (error) => {
      children.delete(child)
      reject(error)
    })
    child.once('close', (code, signal) => {
      children.delete(child)
      if (onLine && pending) onLine(pending, performance.now())
      resolve({ code: code ?? (signal ? 1 : 0), stdout, stderr })
    })
  })
}

/** A long-running child (a server), stopped at clean-up; its output is kept for when it fails. */
export function startChild(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  child.once('exit', () => children.delete(child))
  return { child, output: () => output }
}

async function hasTable(url: string, table: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [`public.${table}`])
    return Boolean(rows[0]?.t)
  } finally {
    await client.end()
  }
}

/** The first column of the first row. */
export async function scalar<T>(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await pool.query<{ value: T }>(sql, params)
  return rows[0]!.value
}

/** Runs `work` on one client of `pool` inside a transaction that is always rolled back: a measurement that leaves nothing behind. */
export async function rolledBack<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    return await work(client)
  } finally {
    await client.query('ROLLBACK').catch(() => undefined)
    client.release()
  }
}

export type BenchDatabase = {
  payload: Payload
  pool: pg.Pool
  /** "PostgreSQL 18.4" */
  postgresVersion: string
  migrateMs: number
  seedMs: number
  /** The demo registrations' share of the seeding, and that per 1,000 registrations. */
  demoMs: number
  msPer1000: number
}

/** A throwaway PostgreSQL alone (stopped and removed at clean-up), for a benchmark that makes its own databases. */
export async function startBenchPostgres(): Promise<RunningPostgres> {
  database = await startEmbeddedPostgres({ dataDir: DATA_DIR, persistent: false })
  return database
}

/**
 * A throwaway PostgreSQL, the committed migrations (as the integration tests apply them), content and
 * `demo` demo registrations through the seed CLI (payload.create, hooks and all), and Payload loaded
 * in this process. Everything is stopped and removed at clean-up.
 */

export async function startBenchDatabase({ demo }: { demo: number }): Promise<BenchDatabase> {
  // 1. A throwaway PostgreSQL.
  let phaseStart = performance.now()
  const url = (await startBenchPostgres()).urlFor('church_bench')
  process.env.DATABASE_URL = url
  log(`PostgreSQL on port ${database!.port}, data in ${DATA_DIR} (${seconds(performance.now() - phaseStart)})`)

  // 2. The committed migrations, with the integration tests' retry for a silent no-op.
  phaseStart = performance.now()
  const migrateEnv = childEnv({ LOG_LEVEL: 'info' })
  let migrate = await run(bin('payload'), ['migrate'], migrateEnv)
  for (
    let attempt = 1;
    attempt < 3 && migrate.code === 0 && !(await hasTable(url, 'registrations').catch(() => false));
    attempt++
  ) {
    migrate = await run(bin('payload'), ['migrate'], migrateEnv)
  }
  if (migrate.code !== 0 || !(await hasTable(url, 'registrations').catch(() => false))) {
    throw new Error(`Migrations failed (exit ${migrate.code}):\n${migrate.stdout}\n${migrate.stderr}`)
  }
  const migrateMs = performance.now() - phaseStart
  log(`Migrations applied (${seconds(migrateMs)})`)

  // 3. Content and demo registrations through the seed CLI.
  phaseStart = performance.now()
  let demoStart: number | null = null
  let demoEnd: number | null = null
  let seeded: RunResult | undefined
  // As `npm run dev` runs it: once more if it stalled before it began (see rerunStalledStart).
  await rerunStalledStart(
    async () => {
      seeded = await run(bin('tsx'), ['src/seed/cli.ts', '--demo', String(demo)], childEnv(), (line, at) => {
        if (!line.trim()) return
        if (line.includes('Message templates:')) demoStart = at
        if (line.includes('Demo registrations:')) {
          demoEnd = at
          const [done] = /\d+(?=\/)/.exec(line) ?? []
          const rate = demoStart !== null && done ? (Number(done) / ((at - demoStart) / 1000)).toFixed(0) : '?'
          log(`${line.replace(/^\[seed\]\s*/, 'seed: ')} (${seconds(at - phaseStart)}, ${rate} rows/s)`)
        } else {
          log(line.replace(/^\[seed\]\s*/, 'seed: '))
        }
      })
      return seeded.code
    },
    () => log(STALLED_START_NOTICE),
  )
  if (seeded!.code !== 0)
    throw new Error(`Seeding failed (exit ${seeded!.code}):\n${seeded!.stdout}\n${seeded!.stderr}`)
  const seedMs = performance.now() - phaseStart
  const demoMs = demoStart !== null && demoEnd !== null ? demoEnd - demoStart : seedMs
  const msPer1000 = demo > 0 ? (demoMs / demo) * 1000 : 0
  log(
    `Seeded in ${seconds(seedMs)}${demo > 0 ? `: demo registrations took ${seconds(demoMs)}, ${seconds(msPer1000)} per 1,000` : ''}`,
  )

  // 4. Payload in this process, as the production server runs it: `next start` maps no stack traces
  // back to the source (only `next dev` does), and tsx turns that on. With it, each Error made (the
  // Stripe SDK makes one per call, for its call site) costs ~0.3 ms of CPU that production never pays.
  process.setSourceMapsEnabled(false)
  phaseStart = performance.now()
  const { getPayload } = await import('payload')
  const config = (await import('@payload-config')).default
  const payload = await getPayload({ config })
  payloadInstance = payload
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  // An idle connection dropped by PostgreSQL must not crash the run (the clean-up reports what matters).
  pool.on('error', (error) => log(`database pool: ${error.message}`))
  const postgresVersion = (await scalar<string>(pool, 'SELECT version() AS value')).split(' on ')[0]!
  log(`Payload loaded (${seconds(performance.now() - phaseStart)}), ${postgresVersion}`)

  return { payload, pool, postgresVersion, migrateMs, seedMs, demoMs, msPer1000 }
}

/** Writes a benchmark's rows with `fill`, then runs VACUUM ANALYZE (on `table`, or on every table) so the planner knows them: what `fill` returned and how long both took. */
export async function fillTables<T>(
  pool: pg.Pool,
  fill: () => Promise<T>,
  table?: string,
): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await fill()
  await pool.query(table ? `VACUUM ANALYZE ${table}` : 'VACUUM ANALYZE')
  return { value, ms: performance.now() - start }
}

const DEMO_CHUNK = 2_000

/**
 * `total` demo people (names, e-mails, phones, attendance) registered for `event` with SQL, the way
 * `npm run seed -- --demo` writes them (the seed CLI takes ~10 s per 1,000), 2,000 at a time; each
 * person is first changed by `adjust` (their consent, their check-ins…).
 */
export async function insertDemoPeople(
  payload: Payload,
  event: DemoEvent | number,
  total: number,
  { seed, adjust }: { seed: number; adjust: (person: DemoRegistration) => DemoRegistration },
): Promise<void> {
  for (let offset = 0; offset < total; offset += DEMO_CHUNK) {
    const people = buildDemoRegistrations(Math.min(DEMO_CHUNK, total - offset), seed, offset)
    await insertDemoRegistrations(payload, event, people.map(adjust))
  }
}

// ---------------------------------------------------------------------------------------------
// Resend's API, faked on loopback (tests/helpers/fake-resend.ts), for the benchmarks that send e-mail.

export type FakeResend = Awaited<ReturnType<typeof startFakeResend>>

/** A new fake Resend, the e-mail module pointed at it, for as long as `use` runs; closed afterwards. */
export async function withFakeResend<T>(use: (resend: FakeResend) => Promise<T>): Promise<T> {
  const resend = await startFakeResend()
  try {
    // The e-mail module reads these when a send starts.
    process.env.RESEND_API_KEY = 're_bench'
    process.env.RESEND_BASE_URL = resend.baseUrl
    return await use(resend)
  } finally {
    await resend.close()
  }
}

/** A message the fake server took, as an e-mail in a call to Resend's API again, from the bench sender; `extra` fields (attachments) come last. */
export const asResendEmail = (email: DeliveredEmail, extra: Record<string, unknown> = {}) => ({
  from: 'Bench <bench@bench.example>',
  to: [email.to],
  subject: email.subject,
  html: email.html,
  text: email.text,
  headers: email.headers,
  ...extra,
})

export type Ceiling = { ms: number; messages: number; perSecond: number; bytes: number }

/**
 * The reference for a send: the fake server's own ceiling, without rendering or the database.
 * `calls` direct `fetch` POSTs to `endpoint` ("/emails" or "/emails/batch"), `concurrency` at a time
 * (1: one after another), each with one of `bodies` in turn, its own Idempotency-Key, `headers` and
 * `messagesPerCall` messages; with `warmUp`, one call first that is not timed.
 */
export async function fakeResendCeiling({
  endpoint,
  bodies,
  calls,
  messagesPerCall = 1,
  concurrency = 1,
  headers = {},
  warmUp = false,
}: {
  endpoint: string
  bodies: string[]
  calls: number
  messagesPerCall?: number
  concurrency?: number
  headers?: Record<string, string>
  warmUp?: boolean
}): Promise<Ceiling> {
  return withFakeResend(async (resend) => {
    const post = async (body: string, key: string) => {
      const response = await fetch(`${resend.baseUrl}${endpoint}`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer re_bench',
          'content-type': 'application/json',
          'idempotency-key': key,
          ...headers,
        },
        body,
      })
      if (!response.ok) throw new Error(`The fake Resend answered ${response.status}: ${await response.text()}`)
      await response.arrayBuffer()
    }
    if (warmUp) await post(bodies[0]!, 'bench-reference-warm-up')
    const before = resend.delivered.length
    let next = 0
    const sender = async () => {
      while (next < calls) {
        const index = next++
        await post(bodies[index % bodies.length]!, `bench-reference-${index}`)
      }
    }
    const start = performance.now()
    await Promise.all(Array.from({ length: concurrency }, sender))
    const ms = performance.now() - start
    const messages = resend.delivered.length - before
    if (messages !== calls * messagesPerCall)
      throw new Error(`The fake Resend took ${messages} of ${calls * messagesPerCall} reference messages`)
    log(
      `fake Resend ceiling: ${count(messages)} messages in ${count(calls)} calls, ${seconds(ms)} (${count(rate(messages, ms))} messages/s)`,
    )
    return { ms, messages, perSecond: rate(messages, ms), bytes: bodies[0]!.length }
  })
}

// ---------------------------------------------------------------------------------------------
// CPU time of processes (Linux's /proc), to say where a request's time goes.

const CLOCK_TICK_MS = 10

type ProcStat = { pid: number; ppid: number; cpuMs: number }

function readProcStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: the fields that follow start after the last ")".
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const ticks = (index: number) => Number(fields[index - 3] ?? 0)
    // Fields 14–17 (1-based, as proc(5) numbers them): utime, stime, cutime, cstime.
    return { pid, ppid: Number(fields[1]), cpuMs: (ticks(14) + ticks(15) + ticks(16) + ticks(17)) * CLOCK_TICK_MS }
  } catch {
    return null
  }
}

/**
 * CPU time (user and system, in ms) used so far by a process and every process under it, children
 * that have ended and been waited for included; null where there is no /proc (not Linux).
 */
export function processTreeCpuMs(rootPid: number): number | null {
  if (!existsSync('/proc/self/stat')) return null
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null)
  const children = new Map<number, ProcStat[]>()
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat])
  let total = 0
  const visit = (stat: ProcStat | null | undefined) => {
    if (!stat) return
    total += stat.cpuMs
    for (const child of children.get(stat.pid) ?? []) visit(child)
  }
  visit(all.find((stat) => stat.pid === rootPid))
  return total
}

/** The PostgreSQL server's main process (its backends' parent), found from one of the pool's connections. */
export async function postgresServerPid(pool: pg.Pool): Promise<number | null> {
  const backend = await scalar<number>(pool, 'SELECT pg_backend_pid() AS value')
  return readProcStat(backend)?.ppid ?? null
}

// ---------------------------------------------------------------------------------------------
// Statistics and the report.

export type Stats = { median: number; p95: number; min: number; max: number; runs: number }

export function summarise(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, p95: at(0.95), min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length }
}

/** `warmup` untimed runs, then `runs` timed one after another; returns the timings and the last result. */
export async function measure<T>(fn: () => Promise<T>, { runs, warmup }: { runs: number; warmup: number }) {
  for (let i = 0; i < warmup; i++) await fn()
  const samples: number[] = []
  let last: T | undefined
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    last = await fn()
    samples.push(performance.now() - start)
  }
  return { stats: summarise(samples), last: last as T }
}

/** The report's first lines: when, on what machine (with the load when it started), which Node and PostgreSQL. */
export function describeRun(startedAt: Date, loadAverage: number[], postgresVersion: string): string[] {
  const cpus = os.cpus()
  return [
    `- Date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ${os.platform()} ${os.release()}; load average at the start ${loadAverage.map((value) => value.toFixed(2)).join(', ')}`,
    `- Node ${process.version}; ${postgresVersion} (embedded, default settings)`,
  ]
}

/**
 * A benchmark's start: the time and load average its report gives (`describe`, describeRun's lines),
 * and a stopwatch for the whole run (`elapsedMs`). Logs `description` (what it will do).
 */
export function startRun(description: string) {
  const startedAt = new Date()
  const loadAverage = os.loadavg()
  const overallStart = performance.now()
  log(description)
  return {
    describe: (postgresVersion: string) => describeRun(startedAt, loadAverage, postgresVersion),
    elapsedMs: () => performance.now() - overallStart,
  }
}

/** The header of a report's table of measurements; `statsCells` fills a row's Median, Min and Max. */
export const MEASUREMENTS_HEADER = [
  '| Measurement | Median | Min | Max | Target | Result |',
  '|---|--:|--:|--:|--:|---|',
]
export const statsCells = (stats: Stats) => `${count(stats.median)} | ${count(stats.min)} | ${count(stats.max)}`

/**
 * A benchmark's end: its report printed and written between its `bench:SECTION` markers in
 * docs/benchmarks.md, and the whole run's time logged. A run slower than the target (`target`, as
 * "200 messages/s") is reported; a wrong result fails the benchmark with `failure`.
 */
export async function finishReport(
  section: string,
  markdown: string,
  {
    totalMs,
    isFastEnough,
    target,
    isCorrect,
    failure,
  }: { totalMs: number; isFastEnough: boolean; target: string; isCorrect: boolean; failure: string },
): Promise<void> {
  console.log(`\n${markdown}`)
  await writeDocSection(section, markdown)
  log(`Whole run ${seconds(totalMs)}`)

  if (!isFastEnough) log(`slowest run under ${target} (reported, not an error)`)
  if (!isCorrect) throw new Error(failure)
}

const DOC_INTRO = [
  '# Benchmarks',
  '',
  'Each benchmark starts its own throwaway PostgreSQL, seeds it and removes it afterwards, so it can run beside `npm run dev`.',
  'Run them all, one after another, with `npm run bench`, or one at a time with `npm run bench:public`, `npm run bench:send`,',
  '`npm run bench:admin` or `npm run bench:migrate`; the README lists the variables that size them. Run them on an otherwise idle',
  'machine: the figures are wall-clock times, and each section gives the load average when it started.',
]

/** Replaces the section between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`, or appends it. */
export async function writeDocSection(name: string, section: string) {
  const startMarker = `<!-- bench:${name}:start -->`
  const endMarker = `<!-- bench:${name}:end -->`
  const block = `${startMarker}\n${section}\n${endMarker}`
  let text: string
  if (existsSync(docPath)) {
    const current = await fs.readFile(docPath, 'utf8')
    const start = current.indexOf(startMarker)
    const end = current.indexOf(endMarker)
    text =
      start !== -1 && end > start
        ? current.slice(0, start) + block + current.slice(end + endMarker.length)
        : `${current.replace(/\s*$/, '')}\n\n${block}\n`
  } else {
    text = [...DOC_INTRO, '', block, ''].join('\n')
  }
  await fs.mkdir(path.dirname(docPath), { recursive: true })
  await fs.writeFile(docPath, text)
  log(`Wrote ${path.relative(root, docPath)}`)
}

/**
 * A published event open for registration, its one in-person session ("day") a month away, made
 * through Payload (hooks and all) as `bench-<name>`; `price` makes it a paid one.
 */
export function createOpenBenchEvent(payload: Payload, name: string, price?: { basis: 'person'; amountPence: number }) {
  const startsAt = new Date(Date.now() + 30 * 86_400_000)
  return payload.create({
    collection: 'events',
    data: {
      title: `Bench ${name}`,
      slug: `bench-${name}`,
      _status: 'published',
      registrationCloses: 'never',
      ...(price ? { price } : {}),
      sessions: [
        {
          key: 'day',
          title: 'The day',
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
          startsAt_tz: 'Europe/London',
          endsAt_tz: 'Europe/London',
          mode: 'in-person',
        },
      ],
    },
    overrideAccess: true,
    context: { isSeeding: true },
  })
}

/**
 * `count` published events `bench-event-1`…, each with one in-person session "main" in the past
 * (between a day and 300 days ago), written with one statement per table (no hooks: their place
 * counts are the database's own, made by its triggers).
 */
export async function insertPastBenchEvents(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `INSERT INTO events (title, slug, _status, registration_closes, all_sessions_label, all_sessions_key, updated_at, created_at)
     SELECT 'Bench event ' || e, 'bench-event-' || e, 'published', 'last-session-ends', 'Both', 'all', now(), now()
     FROM generate_series(1, ${count}) e`,
  )
  await pool.query(
    `INSERT INTO events_sessions (_order, _parent_id, id, key, title, starts_at, ends_at, mode)
     SELECT 1, id, 'bench-' || id, 'main', 'Main', now() - (id % 300) * interval '1 day',
       now() - (id % 300) * interval '1 day' + interval '2 hours', 'in-person'
     FROM events WHERE slug LIKE 'bench-event-%'`,
  )
}
