/**
 * The staff admin's server-side work with many registrations: the registrations table (every
 * filter, a deep page, search), the door's check-in list, the dashboard counts and a full CSV export.
 *
 * Starts a throwaway embedded PostgreSQL, applies the committed migrations and seeds it the way the
 * integration tests do (`payload migrate`, then `src/seed/cli.ts --demo N`), loads Payload in this
 * process, times each call and writes the figures to docs/benchmarks.md (between the
 * `bench:admin` markers). The database and its data directory are removed at the end, also on
 * error or Ctrl-C (all of that set-up and clean-up lives in bench/support.ts).
 *
 *   npm run bench:admin                              # 50,000 registrations
 *   BENCH_REGISTRATIONS=2000 npm run bench:admin     # a quick check
 *   BENCH_RUNS=30 BENCH_WARMUP=3                     # timed and warm-up runs per measurement
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'

import type { PayloadRequest } from 'payload'

import { parseRegistrationListQuery, REGISTRATIONS_PAGE_SIZE } from '../src/lib/schemas/registration-filters'

import { describeRun, log, mark, positiveInteger, runBenchmark, scalar, seconds, startBenchDatabase, summarise, writeDocSection, type Stats } from './support'

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
// Small helpers.

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

  // 1–4. A throwaway PostgreSQL, the migrations, content and demo registrations through the seed CLI, Payload.
  const { payload, pool, postgresVersion, migrateMs, seedMs, demoMs, msPer1000 } = await startBenchDatabase({ demo: REGISTRATIONS })
  const { listRegistrations } = await import('../src/server/registrations/list-registrations')
  const { listCheckin } = await import('../src/server/registrations/list-checkin')
  const { countRegistrations } = await import('../src/server/registrations/count-registrations')
  const { streamRegistrationsCsv } = await import('../src/server/registrations/stream-registrations-csv')
  const { chooseStaffEvent } = await import('../src/server/events/list-staff-events')

  // The staff who use the admin.
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
  // The seeded outreach event, which the demo registrations join.
  const event = (await chooseStaffEvent(payload, admin)).event!

  const registrationCount = await scalar<number>(pool, 'SELECT count(*)::int AS value FROM registrations')
  const checkinCode = await scalar<string | null>(
    pool,
    `SELECT checkin_code AS value FROM registrations WHERE cancelled_at IS NULL AND checkin_code IS NOT NULL
     ORDER BY id OFFSET (SELECT count(*) / 2 FROM registrations) LIMIT 1`,
  )
  if (registrationCount !== REGISTRATIONS) log(`warning: expected ${REGISTRATIONS} registrations, found ${registrationCount}`)
  await pool.query('VACUUM ANALYZE')
  log(`${registrationCount.toLocaleString('en-GB')} registrations in ${postgresVersion}`)

  // 5. The registrations table.
  const listRows: Row[] = []
  for (const query of LIST_QUERIES) {
    const parsed = parseRegistrationListQuery(new URLSearchParams(query))
    const { stats, last } = await measure(() => listRegistrations(payload, admin, event, parsed))
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
    const { stats, last } = await measure(() => listCheckin(payload, volunteer, event, { session: event.sessions[1]!.key, search }))
    const row = { name: `day2, ${label}`, matches: `${last.total} (${last.people.length} shown)`, stats, target: TARGETS.checkinP95 }
    checkinRows.push(row)
    log(`check-in ${row.name}: median ${ms(stats.median)} ms, p95 ${ms(stats.p95)} ms, ${row.matches}`)
  }

  // 7. The dashboard counts.
  const statsResult = await measure(() => countRegistrations(payload, event))
  const statsRow: Row = { name: 'countRegistrations', matches: `${statsResult.last.totalRegistrations} counted`, stats: statsResult.stats, target: TARGETS.statsP95 }
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
      const reader = streamRegistrationsCsv(payload, {
        where: {},
        kind: { isBackup: false, sessionCount: event.sessions.length },
        events: new Map([[event.id, { slug: event.slug, keys: event.sessions.map((session) => session.key) }]]),
      }).getReader()
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
  await writeDocSection('admin', markdown)
  log(`Whole run ${seconds(totalMs)}`)

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
  const exportTimes = summarise(input.exportRuns.map((run) => run.ms))
  const maxRss = Math.max(...input.exportRuns.map((run) => run.rssGrowth))
  const maxHeap = Math.max(...input.exportRuns.map((run) => run.heapGrowth))
  const last = input.exportRuns[input.exportRuns.length - 1]!
  const rowsOk = input.exportRuns.every((run) => run.rows === input.registrationCount)
  const limitMb = TARGETS.exportGrowthMb * 1024 * 1024
  return [
    `## Staff admin queries (\`npm run bench:admin\`)`,
    '',
    ...describeRun(input.startedAt, input.loadAverage, input.postgresVersion),
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
    '### Check-in list: `listCheckin` as a volunteer (list and day counts)',
    '',
    ...timingTable(input.checkinRows),
    '',
    '### Dashboard counts: `countRegistrations`',
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

// ---------------------------------------------------------------------------------------------

await runBenchmark(main)
