/**
 * The staff admin's server-side work with many registrations: the registrations table (every
 * filter, a deep page, search), the door's check-in list, the dashboard counts and a full CSV export.
 *
 * Starts a throwaway embedded PostgreSQL, applies the committed migrations and seeds it the way the
 * integration tests do (`payload migrate`, then `src/seed/cli.ts --demo N`), loads Payload in this
 * process, times each call and writes the figures to docs/benchmarks.md (between the
 * `bench:admin` markers). The database and its data directory are removed at the end, also on
 * error or Ctrl-C.
 *
 *   npm run bench:admin                              # 50,000 registrations
 *   BENCH_REGISTRATIONS=2000 npm run bench:admin     # a quick check
 *   BENCH_RUNS=30 BENCH_WARMUP=3                     # timed and warm-up runs per measurement
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'

import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { parseRegistrationListQuery, REGISTRATIONS_PAGE_SIZE } from '../src/lib/schemas/registration-filters'
import { startEmbeddedPostgres, temporaryDataDir, type RunningPostgres } from '../src/server/database/embedded-postgres'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const docPath = path.join(root, 'docs', 'benchmarks.md')
const START_MARKER = '<!-- bench:admin:start -->'
const END_MARKER = '<!-- bench:admin:end -->'

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${raw}"`)
    process.exit(2)
  }
  return value
}

const REGISTRATIONS = positiveInteger('BENCH_REGISTRATIONS', 50_000)
const RUNS = Math.max(1, positiveInteger('BENCH_RUNS', 30))
const WARMUP = positiveInteger('BENCH_WARMUP', 3)
const EXPORT_RUNS = Math.max(1, positiveInteger('BENCH_EXPORT_RUNS', 3))

const LIST_QUERIES = [
  '',
  'page=1000',
  'attendance=online',
  'attendance=in-person',
  'attendance=both',
  'gdpr=consented',
  'gdpr=not-consented',
  'phone=with-phone',
  'phone=without-phone',
  'tag=volunteer',
  'day1=checked-in',
  'day2=not-checked-in',
  'search=smith',
  'search=07700',
  'sort=fullName&attendance=both&gdpr=consented',
]

const TARGETS = { listP95: 300, checkinP95: 150, statsP95: 200, exportMs: 10_000, exportGrowthMb: 100 }

// ---------------------------------------------------------------------------------------------
// Environment: the same for this process (set before Payload's config is imported) and its children.

const DATA_DIR = temporaryDataDir('church-bench')
Object.assign(process.env, {
  PAYLOAD_SECRET: 'bench-secret',
  SITE_URL: 'http://localhost:3999',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  JOBS_AUTORUN: 'false',
  FORM_RATE_LIMIT: 'off',
  DISABLE_PAYLOAD_HMR: 'true',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
})
// Never push a schema: the benchmark runs the committed migrations, as tests and production do.
delete process.env.PAYLOAD_DB_PUSH

/** Payload's CLI changes how it imports modules when it sees VITEST, and then silently does nothing. */
const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...(Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))) as NodeJS.ProcessEnv),
  ...extra,
})

// ---------------------------------------------------------------------------------------------
// Clean-up: stop the child, close Payload, stop PostgreSQL, remove its data, whatever happened.

let database: RunningPostgres | null = null
let payloadInstance: Payload | null = null
const children = new Set<ChildProcess>()
let cleanupPromise: Promise<void> | null = null

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())])
}

function cleanup(): Promise<void> {
  cleanupPromise ??= (async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
        child.kill('SIGTERM')
        if ((await withTimeout(exited.then(() => true), 10_000)) === undefined) child.kill('SIGKILL')
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

let isInterrupted = false
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

// ---------------------------------------------------------------------------------------------
// Small helpers.

type RunResult = { code: number; stdout: string; stderr: string }

/** Runs a command to the end; each output line goes to `onLine` as it arrives (with the time it came). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, onLine?: (line: string, at: number) => void): Promise<RunResult> {
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const log = (message: string) => console.log(`[bench] ${message}`)

type Stats = { median: number; p95: number; min: number; max: number; runs: number }

function summarise(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, p95: at(0.95), min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length }
}

/** Warm-up runs, then timed runs one after another; returns the timings and the last result. */
async function measure<T>(fn: () => Promise<T>): Promise<{ stats: Stats; last: T }> {
  for (let i = 0; i < WARMUP; i++) await fn()
  const samples: number[] = []
  let last: T | undefined
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    last = await fn()
    samples.push(performance.now() - start)
  }
  return { stats: summarise(samples), last: last as T }
}

/** `global.gc` when node runs with --expose-gc; otherwise the flag is switched on now. */
function garbageCollector(): (() => void) | null {
  if (typeof globalThis.gc === 'function') return () => globalThis.gc!()
  try {
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as unknown
    return typeof gc === 'function' ? () => (gc as () => void)() : null
  } catch {
    return null
  }
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

// ---------------------------------------------------------------------------------------------

type Row = { name: string; matches: string; stats: Stats; target: number }
type ExportRun = { ms: number; bytes: number; rows: number; rssGrowth: number; heapGrowth: number }

async function main() {
  const startedAt = new Date()
  const loadAverage = os.loadavg()
  const overallStart = performance.now()
  log(`${REGISTRATIONS.toLocaleString('en-GB')} registrations, ${WARMUP} warm-up + ${RUNS} timed runs per measurement`)

  // 1. A throwaway PostgreSQL.
  let phaseStart = performance.now()
  database = await startEmbeddedPostgres({ dataDir: DATA_DIR, persistent: false })
  process.env.DATABASE_URL = database.urlFor('church_bench')
  log(`PostgreSQL on port ${database.port}, data in ${DATA_DIR} (${seconds(performance.now() - phaseStart)})`)

  // 2. The committed migrations, as the integration tests apply them (with their retry for a silent no-op).
  phaseStart = performance.now()
  const migrateEnv = childEnv({ LOG_LEVEL: 'info' })
  let migrate = await run(bin('payload'), ['migrate'], migrateEnv)
  for (let attempt = 1; attempt < 3 && migrate.code === 0 && !(await hasTable(process.env.DATABASE_URL, 'registrations').catch(() => false)); attempt++) {
    migrate = await run(bin('payload'), ['migrate'], migrateEnv)
  }
  if (migrate.code !== 0 || !(await hasTable(process.env.DATABASE_URL, 'registrations').catch(() => false))) {
    throw new Error(`Migrations failed (exit ${migrate.code}):\n${migrate.stdout}\n${migrate.stderr}`)
  }
  const migrateMs = performance.now() - phaseStart
  log(`Migrations applied (${seconds(migrateMs)})`)

  // 3. Content and demo registrations through the seed CLI (payload.create, hooks and all).
  phaseStart = performance.now()
  let demoStart: number | null = null
  let demoEnd: number | null = null
  const seeded = await run(bin('tsx'), ['src/seed/cli.ts', '--demo', String(REGISTRATIONS)], childEnv(), (line, at) => {
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
  if (seeded.code !== 0) throw new Error(`Seeding failed (exit ${seeded.code}):\n${seeded.stdout}\n${seeded.stderr}`)
  const seedMs = performance.now() - phaseStart
  const demoMs = demoStart !== null && demoEnd !== null ? demoEnd - demoStart : seedMs
  const msPer1000 = REGISTRATIONS > 0 ? (demoMs / REGISTRATIONS) * 1000 : 0
  log(`Seeded in ${seconds(seedMs)}: demo registrations took ${seconds(demoMs)}, ${seconds(msPer1000)} per 1,000`)

  // 4. Payload in this process, and the staff who use the admin.
  phaseStart = performance.now()
  const { getPayload } = await import('payload')
  const config = (await import('@payload-config')).default
  const payload = await getPayload({ config })
  payloadInstance = payload
  const { listRegistrations } = await import('../src/server/registrations/list')
  const { checkinList } = await import('../src/server/registrations/checkin')
  const { registrationStats } = await import('../src/server/registrations/stats')
  const { streamRegistrationsCsv } = await import('../src/server/registrations/export-csv')
  log(`Payload loaded (${seconds(performance.now() - phaseStart)})`)

  const staff = async (role: 'admin' | 'volunteer') => {
    const doc = await payload.create({
      collection: 'users',
      data: { email: `bench-${role}@bench.example`, password: `bench-${role}-password-1`, fullName: `Bench ${role}`, role },
      context: { isSeeding: true },
    })
    return { ...doc, collection: 'users' } as PayloadRequest['user']
  }
  const admin = await staff('admin')
  const volunteer = await staff('volunteer')

  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  // An idle connection dropped by PostgreSQL must not crash the run (the clean-up reports what matters).
  pool.on('error', (error) => log(`database pool: ${error.message}`))
  const scalar = async <T>(sql: string): Promise<T> => {
    const { rows } = await pool.query<{ value: T }>(sql)
    return rows[0]!.value
  }
  const postgresVersion = await scalar<string>('SELECT version() AS value')
  const registrationCount = await scalar<number>('SELECT count(*)::int AS value FROM registrations')
  const checkinCode = await scalar<string | null>(
    `SELECT checkin_code AS value FROM registrations WHERE cancelled_at IS NULL AND checkin_code IS NOT NULL
     ORDER BY id OFFSET (SELECT count(*) / 2 FROM registrations) LIMIT 1`,
  )
  if (registrationCount !== REGISTRATIONS) log(`warning: expected ${REGISTRATIONS} registrations, found ${registrationCount}`)
  await pool.query('VACUUM ANALYZE')
  log(`${registrationCount.toLocaleString('en-GB')} registrations in ${postgresVersion.split(' on ')[0]}`)

  // 5. The registrations table.
  const listRows: Row[] = []
  for (const query of LIST_QUERIES) {
    const parsed = parseRegistrationListQuery(new URLSearchParams(query))
    const { stats, last } = await measure(() => listRegistrations(payload, admin, parsed))
    const row = { name: `\`${query || '(page 1)'}\``, matches: `${last.totalDocs} (${last.rows.length} shown)`, stats, target: TARGETS.listP95 }
    listRows.push(row)
    log(`list ${row.name}: median ${ms(stats.median)} ms, p95 ${ms(stats.p95)} ms, ${row.matches}`)
  }

  // 6. The door's check-in list (its own query plus the day counts).
  const checkinRows: Row[] = []
  const searches: Array<[string, string]> = [
    ['(no search)', ''],
    ['`smi`', 'smi'],
    ['`sarah`', 'sarah'],
    [`check-in code \`${checkinCode ?? 'none'}\``, checkinCode ?? ''],
  ]
  for (const [label, search] of searches) {
    const { stats, last } = await measure(() => checkinList(payload, volunteer, { day: 'day2', search }))
    const row = { name: `day2, ${label}`, matches: `${last.total} (${last.people.length} shown)`, stats, target: TARGETS.checkinP95 }
    checkinRows.push(row)
    log(`check-in ${row.name}: median ${ms(stats.median)} ms, p95 ${ms(stats.p95)} ms, ${row.matches}`)
  }

  // 7. The dashboard counts.
  const statsResult = await measure(() => registrationStats(payload))
  const statsRow: Row = { name: 'registrationStats', matches: `${statsResult.last.totalRegistrations} counted`, stats: statsResult.stats, target: TARGETS.statsP95 }
  log(`stats: median ${ms(statsRow.stats.median)} ms, p95 ${ms(statsRow.stats.p95)} ms`)

  // 8. A full CSV export, read to the end, with memory sampled every 50 ms.
  const gc = garbageCollector()
  const exportRuns: ExportRun[] = []
  for (let i = 0; i < EXPORT_RUNS; i++) {
    gc?.()
    const baseline = process.memoryUsage()
    let peakRss = baseline.rss
    let peakHeap = baseline.heapUsed
    const sample = () => {
      const now = process.memoryUsage()
      peakRss = Math.max(peakRss, now.rss)
      peakHeap = Math.max(peakHeap, now.heapUsed)
    }
    const timer = setInterval(sample, 50)
    const start = performance.now()
    let bytes = 0
    let newlines = 0
    try {
      const reader = streamRegistrationsCsv(payload, { where: {}, isBackup: false }).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        bytes += value.byteLength
        for (const byte of value) if (byte === 0x0a) newlines++
      }
    } finally {
      clearInterval(timer)
    }
    const elapsed = performance.now() - start
    sample()
    // Each line ends in CRLF, the header's too; demo rows hold no line breaks inside a cell.
    const result: ExportRun = { ms: elapsed, bytes, rows: newlines - 1, rssGrowth: peakRss - baseline.rss, heapGrowth: peakHeap - baseline.heapUsed }
    exportRuns.push(result)
    log(`export ${i + 1}/${EXPORT_RUNS}: ${seconds(result.ms)}, ${mb(result.bytes)} MB, ${result.rows} rows, RSS +${mb(result.rssGrowth)} MB, heap +${mb(result.heapGrowth)} MB`)
  }

  const totalMs = performance.now() - overallStart
  const markdown = report({
    startedAt,
    loadAverage,
    postgresVersion,
    registrationCount,
    migrateMs,
    seedMs,
    demoMs,
    msPer1000,
    totalMs,
    hasGc: gc !== null,
    listRows,
    checkinRows,
    statsRow,
    exportRuns,
  })
  console.log(`\n${markdown}`)
  await writeDoc(markdown)
  log(`Wrote ${path.relative(root, docPath)} (whole run ${seconds(totalMs)})`)

  const failures = [...listRows, ...checkinRows, statsRow].filter((row) => row.stats.p95 >= row.target).length
  if (failures) log(`${failures} measurement(s) over target (reported, not an error)`)
}

// ---------------------------------------------------------------------------------------------
// The report.

type ReportInput = {
  startedAt: Date
  loadAverage: number[]
  postgresVersion: string
  registrationCount: number
  migrateMs: number
  seedMs: number
  demoMs: number
  msPer1000: number
  totalMs: number
  hasGc: boolean
  listRows: Row[]
  checkinRows: Row[]
  statsRow: Row
  exportRuns: ExportRun[]
}

const mark = (ok: boolean) => (ok ? '✅ pass' : '❌ fail')

function timingTable(rows: Row[]): string[] {
  return [
    '| Measurement | Matches | Median (ms) | p95 (ms) | Min (ms) | Max (ms) | Target (p95) | Result |',
    '|---|---|--:|--:|--:|--:|--:|---|',
    ...rows.map(
      ({ name, matches, stats, target }) =>
        `| ${name} | ${matches} | ${ms(stats.median)} | ${ms(stats.p95)} | ${ms(stats.min)} | ${ms(stats.max)} | < ${target} ms | ${mark(stats.p95 < target)} |`,
    ),
  ]
}

function report(input: ReportInput): string {
  const cpus = os.cpus()
  const exportTimes = summarise(input.exportRuns.map((run) => run.ms))
  const maxRss = Math.max(...input.exportRuns.map((run) => run.rssGrowth))
  const maxHeap = Math.max(...input.exportRuns.map((run) => run.heapGrowth))
  const last = input.exportRuns[input.exportRuns.length - 1]!
  const rowsOk = input.exportRuns.every((run) => run.rows === input.registrationCount)
  const limitMb = TARGETS.exportGrowthMb * 1024 * 1024
  return [
    `## Staff admin queries (\`npm run bench:admin\`)`,
    '',
    `- Date: ${input.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ${os.platform()} ${os.release()}; load average at the start ${input.loadAverage.map((value) => value.toFixed(2)).join(', ')}`,
    `- Node ${process.version}; ${input.postgresVersion.split(' on ')[0]} (embedded, default settings)`,
    `- Registrations: ${input.registrationCount.toLocaleString('en-GB')} (demo data from \`src/seed/cli.ts --demo\`), ${WARMUP} warm-up + ${RUNS} timed runs per measurement, one after another`,
    `- Set-up: migrations ${seconds(input.migrateMs)}, seeding ${seconds(input.seedMs)} (demo registrations ${seconds(input.demoMs)}, ${seconds(input.msPer1000)} per 1,000); whole run ${seconds(input.totalMs)}`,
    '',
    '### Registrations table: `listRegistrations` as an admin (25 a page)',
    '',
    ...timingTable(input.listRows),
    '',
    ...(input.registrationCount <= 999 * REGISTRATIONS_PAGE_SIZE
      ? [`With ${input.registrationCount.toLocaleString('en-GB')} registrations \`page=1000\` is past the last page: it times the count and an offset scan that returns nothing.`, '']
      : []),
    '### Check-in list: `checkinList` as a volunteer (list and day counts)',
    '',
    ...timingTable(input.checkinRows),
    '',
    '### Dashboard counts: `registrationStats`',
    '',
    ...timingTable([input.statsRow]),
    '',
    `### Full CSV export: \`streamRegistrationsCsv\`, read to the end (${input.exportRuns.length} runs)`,
    '',
    `Memory is the peak above a baseline taken just before each export${input.hasGc ? ' (after a full GC)' : ''}, sampled every 50 ms; the worst run is shown.`,
    '',
    '| Measurement | Median | Min | Max | Target | Result |',
    '|---|--:|--:|--:|--:|---|',
    `| Wall time (s) | ${(exportTimes.median / 1000).toFixed(2)} | ${(exportTimes.min / 1000).toFixed(2)} | ${(exportTimes.max / 1000).toFixed(2)} | < ${TARGETS.exportMs / 1000} s | ${mark(exportTimes.max < TARGETS.exportMs)} |`,
    `| RSS growth (MB) | | | ${mb(maxRss)} | < ${TARGETS.exportGrowthMb} MB | ${mark(maxRss < limitMb)} |`,
    `| Heap used growth (MB) | | | ${mb(maxHeap)} | < ${TARGETS.exportGrowthMb} MB | ${mark(maxHeap < limitMb)} |`,
    `| Rows written (file size) | ${last.rows.toLocaleString('en-GB')} (${mb(last.bytes)} MB) | | | all ${input.registrationCount.toLocaleString('en-GB')} | ${mark(rowsOk)} |`,
  ].join('\n')
}

async function writeDoc(section: string) {
  const block = `${START_MARKER}\n${section}\n${END_MARKER}`
  let text: string
  if (existsSync(docPath)) {
    const current = await fs.readFile(docPath, 'utf8')
    const start = current.indexOf(START_MARKER)
    const end = current.indexOf(END_MARKER)
    text =
      start !== -1 && end > start
        ? current.slice(0, start) + block + current.slice(end + END_MARKER.length)
        : `${current.replace(/\s*$/, '')}\n\n${block}\n`
  } else {
    text = [
      '# Benchmarks',
      '',
      'Each benchmark starts its own throwaway PostgreSQL, seeds it and removes it afterwards, so it can run beside `npm run dev`.',
      'Run the staff admin benchmark with `npm run bench:admin` (50,000 registrations by default); choose the size with',
      '`BENCH_REGISTRATIONS=…` (e.g. `BENCH_REGISTRATIONS=2000 npm run bench:admin` for a quick check) and the number of timed runs with `BENCH_RUNS=…`.',
      'Run it on an otherwise idle machine: the figures are wall-clock times.',
      '',
      block,
      '',
    ].join('\n')
  }
  await fs.mkdir(path.dirname(docPath), { recursive: true })
  await fs.writeFile(docPath, text)
}

// ---------------------------------------------------------------------------------------------

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
if (!isInterrupted) process.exit(exitCode)
