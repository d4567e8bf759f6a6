/**
 * The staff admin's server-side work with many registrations over several events: the registrations
 * table of the largest event (every filter, its sessions, a deep page, search), the door's check-in
 * list, the dashboard counts (per event and per session) and that event's full CSV export.
 *
 * Starts a throwaway embedded PostgreSQL, applies the committed migrations and seeds the content the
 * way the integration tests do (`payload migrate`, then `src/seed/cli.ts`), loads Payload in this
 * process, creates four more events beside the seed's outreach event through the local API and
 * spreads the demo people over the five (the way `--demo` writes them), times each call and writes
 * the figures to docs/benchmarks.md (between the `bench:admin` markers). The database and its data
 * directory are removed at the end, also on error or Ctrl-C (all of that set-up and clean-up lives in
 * bench/support.ts).
 *
 *   npm run bench:admin                              # 50,000 registrations over 5 events
 *   BENCH_REGISTRATIONS=2000 npm run bench:admin     # a quick check
 *   BENCH_RUNS=30 BENCH_WARMUP=3                     # timed and warm-up runs per measurement
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'

import type { PayloadRequest } from 'payload'

import { parseRegistrationListQuery, REGISTRATIONS_PAGE_SIZE } from '../src/registrations/rules/registration-filters'

import {
  describeRun,
  log,
  mark,
  measure,
  positiveInteger,
  runBenchmark,
  scalar,
  seconds,
  startBenchDatabase,
  summarise,
  writeDocSection,
  type Stats,
} from './support'

const REGISTRATIONS = positiveInteger('BENCH_REGISTRATIONS', 50_000)
const RUNS = Math.max(1, positiveInteger('BENCH_RUNS', 30))
const WARMUP = positiveInteger('BENCH_WARMUP', 3)
const EXPORT_RUNS = Math.max(1, positiveInteger('BENCH_EXPORT_RUNS', 3))
const INSERT_BATCH = 2000

/** The registrations each event gets, as shares of the whole: the seed's outreach event is the largest. */
const EVENT_SHARES = [0.4, 0.24, 0.16, 0.12, 0.08]

/** The four events created beside the seed's: two sessions each, so the demo's three choices map onto them whole. */
const MORE_EVENTS = [
  {
    title: 'Family Fun Day',
    sessions: [
      ['morning', 'Morning', 'in-person'],
      ['afternoon', 'Afternoon', 'in-person'],
    ],
  },
  {
    title: 'Prayer Conference',
    sessions: [
      ['friday-online', 'Friday online', 'online'],
      ['saturday', 'Saturday', 'in-person'],
    ],
  },
  {
    title: 'Youth Weekend',
    sessions: [
      ['saturday', 'Saturday', 'in-person'],
      ['sunday', 'Sunday', 'both'],
    ],
  },
  {
    title: 'Carol Service',
    sessions: [
      ['rehearsal', 'Rehearsal', 'in-person'],
      ['service', 'Service', 'online'],
    ],
  },
] as const

/** The table's filters for an event whose first sessions are `first` and `second` and whose all-sessions marker is `all`. */
const listQueries = ({
  first,
  second,
  all,
  deepPage,
}: {
  first: string
  second: string
  all: string
  deepPage: number
}) => [
  '',
  `page=${deepPage}`,
  `attendance=${first}`,
  `attendance=${second}`,
  `attendance=${all}`,
  'gdpr=consented',
  'gdpr=not-consented',
  'phone=with-phone',
  'phone=without-phone',
  'tag=volunteer',
  'day1=checked-in',
  'day1=not-checked-in',
  'day2=checked-in',
  'day2=not-checked-in',
  'search=smith',
  'search=07700',
  `sort=fullName&attendance=${all}&gdpr=consented`,
  `attendance=${second}&day2=not-checked-in&phone=with-phone`,
]

const TARGETS = { listP95: 300, checkinP95: 150, statsP95: 200, exportMs: 10_000, exportGrowthMb: 100 }

// ---------------------------------------------------------------------------------------------
// Small helpers.

const timed = <T>(fn: () => Promise<T>) => measure(fn, { runs: RUNS, warmup: WARMUP })

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

  // 1–4. A throwaway PostgreSQL, the migrations, the seed's content (its outreach event among it), Payload.
  const { payload, pool, postgresVersion, migrateMs, seedMs } = await startBenchDatabase({ demo: 0 })
  const { listRegistrations } = await import('../src/registrations/list-registrations')
  const { listCheckin } = await import('../src/checkins/list-checkin')
  const { countRegistrations } = await import('../src/registrations/count-registrations')
  const { streamRegistrationsCsv } = await import('../src/registrations/stream-registrations-csv')
  const { listStaffEvents } = await import('../src/events/list-staff-events')
  const { listScopeOf, registrationListWhere } = await import('../src/registrations/rules/audience')
  const { buildDemoRegistrations } = await import('../src/seed/demo-registrations')
  const { insertDemoRegistrations } = await import('../src/seed/insert-demo')

  // The staff who use the admin.
  const staff = async (role: 'admin' | 'volunteer') => {
    const doc = await payload.create({
      collection: 'users',
      data: {
        email: `bench-${role}@bench.example`,
        password: `bench-${role}-password-1`,
        fullName: `Bench ${role}`,
        role,
      },
      context: { isSeeding: true },
    })
    return { ...doc, collection: 'users' } as PayloadRequest['user']
  }
  const admin = await staff('admin')
  const volunteer = await staff('volunteer')

  // Four more events through the local API, a month apart from next month on, beside the seed's.
  let phaseStart = performance.now()
  for (const [index, { title, sessions }] of MORE_EVENTS.entries()) {
    const day = new Date(Date.now() + (30 + index * 30) * 86_400_000).toISOString().slice(0, 10)
    await payload.create({
      collection: 'events',
      data: {
        title,
        slug: title.toLowerCase().replaceAll(' ', '-'),
        _status: 'published',
        registrationCloses: 'last-session-ends',
        allSessionsLabel: 'Both',
        allSessionsKey: 'all',
        sessions: sessions.map(([key, sessionTitle, mode], at) => ({
          key,
          title: sessionTitle,
          startsAt: `${day}T${String(10 + at * 3).padStart(2, '0')}:00:00.000Z`,
          endsAt: `${day}T${String(12 + at * 3).padStart(2, '0')}:00:00.000Z`,
          startsAt_tz: 'Europe/London' as const,
          endsAt_tz: 'Europe/London' as const,
          mode,
        })),
      },
      overrideAccess: true,
      context: { isSeeding: true },
    })
  }
  // The seed's outreach event first: it gets the largest share.
  const events = (await listStaffEvents(payload, admin)).sort(
    (a, b) => Number(b.slug === 'outreach-event-2025') - Number(a.slug === 'outreach-event-2025'),
  )
  if (events.length !== EVENT_SHARES.length)
    throw new Error(`Expected ${EVENT_SHARES.length} events, found ${events.length}`)
  const eventsMs = performance.now() - phaseStart

  // The demo people, spread over the events; each event's first two sessions and its all-sessions
  // marker stand for the demo's Day 1, Day 2 and Both Days.
  phaseStart = performance.now()
  const perEvent = EVENT_SHARES.map((share, index) =>
    index === 0
      ? REGISTRATIONS - EVENT_SHARES.slice(1).reduce((sum, other) => sum + Math.floor(REGISTRATIONS * other), 0)
      : Math.floor(REGISTRATIONS * share),
  )
  let offset = 0
  for (const [index, event] of events.entries()) {
    const target = {
      id: event.id,
      keys: { online: event.sessions[0]!.key, 'super-sunday': event.sessions[1]!.key, both: event.allSessionsKey },
    }
    for (let done = 0; done < perEvent[index]!; done += INSERT_BATCH) {
      const people = buildDemoRegistrations(Math.min(INSERT_BATCH, perEvent[index]! - done), 42, offset)
      offset += people.length
      await insertDemoRegistrations(payload, target, people)
    }
  }
  const demoMs = performance.now() - phaseStart
  const msPer1000 = REGISTRATIONS > 0 ? (demoMs / REGISTRATIONS) * 1000 : 0
  log(
    `${MORE_EVENTS.length} events created (${seconds(eventsMs)}); ${REGISTRATIONS.toLocaleString('en-GB')} demo registrations written (${seconds(demoMs)}): ${perEvent.map((count, index) => `${events[index]!.slug} ${count}`).join(', ')}`,
  )

  // The largest event: the one the tables, the door and the export are measured on.
  const event = events[0]!
  const eventCount = perEvent[0]!
  const registrationCount = await scalar<number>(pool, 'SELECT count(*)::int AS value FROM registrations')
  const checkinCode = await scalar<string | null>(
    pool,
    `SELECT checkin_code AS value FROM registrations WHERE event_id = $1 AND cancelled_at IS NULL AND checkin_code IS NOT NULL
     ORDER BY id OFFSET (SELECT count(*) / 2 FROM registrations WHERE event_id = $1) LIMIT 1`,
    [event.id],
  )
  if (registrationCount !== REGISTRATIONS)
    log(`warning: expected ${REGISTRATIONS} registrations, found ${registrationCount}`)
  await pool.query('VACUUM ANALYZE')
  log(
    `${registrationCount.toLocaleString('en-GB')} registrations in ${postgresVersion}; measuring ${event.slug} (${eventCount.toLocaleString('en-GB')})`,
  )
  const [first, second] = event.sessions
  const deepPage = Math.max(1, Math.ceil((eventCount * 0.9) / REGISTRATIONS_PAGE_SIZE))

  // 5. The registrations table.
  const listRows: Row[] = []
  for (const query of listQueries({ first: first!.key, second: second!.key, all: event.allSessionsKey, deepPage })) {
    const parsed = parseRegistrationListQuery(new URLSearchParams(query))
    const { stats, last } = await timed(() => listRegistrations(payload, admin, event, parsed))
    const row = {
      name: `\`${query || '(page 1)'}\``,
      matches: `${last.totalDocs} (${last.rows.length} shown)`,
      stats,
      target: TARGETS.listP95,
    }
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
    const { stats, last } = await timed(() => listCheckin(payload, volunteer, event, { session: second!.key, search }))
    const row = {
      name: `${second!.key}, ${label}`,
      matches: `${last.total} (${last.people.length} shown)`,
      stats,
      target: TARGETS.checkinP95,
    }
    checkinRows.push(row)
    log(`check-in ${row.name}: median ${ms(stats.median)} ms, p95 ${ms(stats.p95)} ms, ${row.matches}`)
  }

  // 7. The dashboard counts: each event's, with its sessions'.
  const statsRows: Row[] = []
  for (const [index, counted] of events.entries()) {
    const { stats, last } = await timed(() => countRegistrations(payload, counted))
    const row: Row = {
      name: `\`${counted.slug}\` (${counted.sessions.length} sessions)`,
      matches: `${last.totalRegistrations} of ${perEvent[index]} counted`,
      stats,
      target: TARGETS.statsP95,
    }
    statsRows.push(row)
    log(`stats ${row.name}: median ${ms(stats.median)} ms, p95 ${ms(stats.p95)} ms`)
  }

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
        // What Export CSV sends for the event's table with no filter set.
        where: registrationListWhere({}, listScopeOf(event)),
        kind: { isBackup: false, sessionCount: event.sessions.length },
        events: new Map(
          events.map((one) => [one.id, { slug: one.slug, keys: one.sessions.map((session) => session.key) }]),
        ),
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
    const result: ExportRun = {
      ms: elapsed,
      bytes,
      rows: newlines - 1,
      rssGrowth: peakRss - baseline.rss,
      heapGrowth: peakHeap - baseline.heapUsed,
    }
    exportRuns.push(result)
    log(
      `export ${i + 1}/${EXPORT_RUNS}: ${seconds(result.ms)}, ${mb(result.bytes)} MB, ${result.rows} rows, RSS +${mb(result.rssGrowth)} MB, heap +${mb(result.heapGrowth)} MB`,
    )
  }

  const totalMs = performance.now() - overallStart
  const markdown = report({
    startedAt,
    loadAverage,
    postgresVersion,
    registrationCount,
    migrateMs,
    seedMs,
    eventsMs,
    demoMs,
    msPer1000,
    totalMs,
    hasGc: gc !== null,
    events: events.map((one, index) => ({
      slug: one.slug,
      sessions: one.sessions.length,
      registrations: perEvent[index]!,
    })),
    measured: { slug: event.slug, registrations: eventCount },
    listRows,
    checkinRows,
    statsRows,
    exportRuns,
  })
  console.log(`\n${markdown}`)
  await writeDocSection('admin', markdown)
  log(`Whole run ${seconds(totalMs)}`)

  const failures = [...listRows, ...checkinRows, ...statsRows].filter((row) => row.stats.p95 >= row.target).length
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
  eventsMs: number
  demoMs: number
  msPer1000: number
  totalMs: number
  hasGc: boolean
  events: Array<{ slug: string; sessions: number; registrations: number }>
  /** The largest event, which the table, the door and the export are measured on. */
  measured: { slug: string; registrations: number }
  listRows: Row[]
  checkinRows: Row[]
  statsRows: Row[]
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
  const expectedRows = input.measured.registrations
  const rowsOk = input.exportRuns.every((run) => run.rows === expectedRows)
  const limitMb = TARGETS.exportGrowthMb * 1024 * 1024
  const count = (value: number) => value.toLocaleString('en-GB')
  return [
    `## Staff admin queries (\`npm run bench:admin\`)`,
    '',
    ...describeRun(input.startedAt, input.loadAverage, input.postgresVersion),
    `- Registrations: ${count(input.registrationCount)} over ${input.events.length} events (${input.events.map((event) => `\`${event.slug}\` ${count(event.registrations)}`).join(', ')}): the seed's outreach event and ${input.events.length - 1} more created through the local API, two sessions each; demo people written as \`src/seed/cli.ts --demo\` writes them, the demo's Day 1, Day 2 and Both Days standing for each event's first session, second session and all-sessions marker. ${WARMUP} warm-up + ${RUNS} timed runs per measurement, one after another`,
    `- Measured on the largest event, \`${input.measured.slug}\` (${count(input.measured.registrations)} registrations), as the staff screens scope every query to one event`,
    `- Set-up: migrations ${seconds(input.migrateMs)}, seeding ${seconds(input.seedMs)}, events ${seconds(input.eventsMs)}, demo registrations ${seconds(input.demoMs)} (${seconds(input.msPer1000)} per 1,000); whole run ${seconds(input.totalMs)}`,
    '',
    '### Registrations table: `listRegistrations` as an admin (25 a page)',
    '',
    "Each row is the query string of the table for the event (`event=<id>` is implied); `dayN` is check-in at the event's Nth session.",
    '',
    ...timingTable(input.listRows),
    '',
    '### Check-in list: `listCheckin` as a volunteer (list and session counts)',
    '',
    ...timingTable(input.checkinRows),
    '',
    '### Dashboard counts: `countRegistrations`, each event with its sessions',
    '',
    ...timingTable(input.statsRows),
    '',
    `### The largest event's CSV export: \`streamRegistrationsCsv\`, read to the end (${input.exportRuns.length} runs)`,
    '',
    `Memory is the peak above a baseline taken just before each export${input.hasGc ? ' (after a full GC)' : ''}, sampled every 50 ms; the worst run is shown.`,
    '',
    '| Measurement | Median | Min | Max | Target | Result |',
    '|---|--:|--:|--:|--:|---|',
    `| Wall time (s) | ${(exportTimes.median / 1000).toFixed(2)} | ${(exportTimes.min / 1000).toFixed(2)} | ${(exportTimes.max / 1000).toFixed(2)} | < ${TARGETS.exportMs / 1000} s | ${mark(exportTimes.max < TARGETS.exportMs)} |`,
    `| RSS growth (MB) | | | ${mb(maxRss)} | < ${TARGETS.exportGrowthMb} MB | ${mark(maxRss < limitMb)} |`,
    `| Heap used growth (MB) | | | ${mb(maxHeap)} | < ${TARGETS.exportGrowthMb} MB | ${mark(maxHeap < limitMb)} |`,
    `| Rows written (file size) | ${count(last.rows)} (${mb(last.bytes)} MB) | | | all ${count(expectedRows)} of the event | ${mark(rowsOk)} |`,
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------

await runBenchmark(main)
