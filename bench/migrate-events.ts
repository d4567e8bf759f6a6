/**
 * How long a live site's upgrade to events as records takes: the `20261124_000429_events_as_records`
 * migration's `up` on a database at the schema just before it, holding many registrations in the old
 * shape (the outreach event global with its two days, the fixed attendance list, day-1 and day-2
 * check-in columns). The reference, on the same rows in the same run: copying the registrations and
 * their attendance lists into indexed copies of their tables with one `INSERT … SELECT` each, about
 * the least a migration that rewrites every row could cost.
 *
 * Each run builds a database of its own in one throwaway embedded PostgreSQL: the committed
 * migrations before that one (run with drizzle, as `tests/int/platform/migrations-upgrade.int.test.ts` does),
 * then the rows, written in batches with the demo people of `npm run seed -- --demo`. The migration
 * runs in one transaction, as `payload migrate` runs it; every count is checked afterwards. Writes
 * docs/benchmarks.md between the `bench:migrate` markers.
 *
 *   npm run bench:migrate
 *   BENCH_MIGRATE_REGISTRATIONS=5000 BENCH_MIGRATE_RUNS=1 npm run bench:migrate   # a quick check
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { buildDemoRegistrations } from '../src/seed/demo-registrations'

import {
  describeRun,
  log,
  mark,
  positiveInteger,
  runBenchmark,
  scalar,
  seconds,
  startBenchPostgres,
  summarise,
  writeDocSection,
} from './support'
import { databaseBefore, postgresVersionAt, slowestStatements, type Statement, timeMigrationUp } from './migration-runs'

const REGISTRATIONS = Math.max(1, positiveInteger('BENCH_MIGRATE_REGISTRATIONS', 50_000))
const RUNS = Math.max(1, positiveInteger('BENCH_MIGRATE_RUNS', 3))
const TARGET = '20261124_000429_events_as_records'
const BATCH = 2_000

const count = (value: number) => value.toLocaleString('en-GB')

// ---------------------------------------------------------------------------------------------
// The old shape, filled.

type OldRows = { registrations: number; choices: number; day1: number; day2: number; tags: number; consent: number }

/** The outreach event global with its two days, a staff member, and the demo people as the old schema stored them. */
async function fillOldShape(pool: pg.Pool): Promise<OldRows> {
  await pool.query(
    `INSERT INTO site_settings (church_name, venue_address, enquiries_email) VALUES ('Bench Church', '1 Road', 'hello@bench.example')`,
  )
  const { rows: globals } = await pool.query<{ id: number }>(
    `INSERT INTO event (title, admission, about, stream_url, updated_at, created_at)
     VALUES ('Outreach Event 2025', 'Free admission', 'Two days of worship.' || chr(10) || chr(10) || 'Bring a friend.', 'https://stream.example/live', now(), now()) RETURNING id`,
  )
  await pool.query(
    `INSERT INTO event_days (_order, _parent_id, id, key, title, starts_at, ends_at, mode, venue) VALUES
     (1, $1, 'd1', 'day1', 'Online Crusade', '2025-09-20T16:00:00Z', '2025-09-20T18:00:00Z', 'online', 'YouTube'),
     (2, $1, 'd2', 'day2', 'Super Sunday', '2025-09-21T09:30:00Z', '2025-09-21T11:30:00Z', 'in-person', 'Pavilion')`,
    [globals[0]!.id],
  )
  const { rows: staff } = await pool.query<{ id: number }>(
    `INSERT INTO users (full_name, role, email, salt, hash) VALUES ('Door Volunteer', 'volunteer', 'door@bench.example', 's', 'h') RETURNING id`,
  )
  const staffId = staff[0]!.id

  const now = Date.now()
  for (let offset = 0; offset < REGISTRATIONS; offset += BATCH) {
    const people = buildDemoRegistrations(Math.min(BATCH, REGISTRATIONS - offset), 42, offset)
    const at = (index: number) => new Date(now - (REGISTRATIONS - offset - index) * 1000).toISOString()
    const column = <T>(pick: (person: (typeof people)[number], index: number) => T) => people.map(pick)
    const { rows: inserted } = await pool.query<{ id: number }>(
      `INSERT INTO registrations (full_name, email, phone, consent_email, consent_sms, consent_gdpr, consent_source, day1_checkin, day1_checkin_at, day1_checkin_by_id,
         day2_checkin, day2_checkin_at, day2_checkin_by_id, checkin_code, identity_key, created_at, updated_at)
       SELECT full_name, email, phone, consent_email, consent_sms, consent_email OR consent_sms, CASE WHEN consent_email OR consent_sms THEN 'event-registration-form' END,
         day1, CASE WHEN day1 THEN '2025-09-20T16:30:00Z'::timestamptz END, CASE WHEN day1 THEN $11::integer END,
         day2, CASE WHEN day2 THEN '2025-09-21T09:45:00Z'::timestamptz END, CASE WHEN day2 THEN $11::integer END, code, identity, at, at
       FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::boolean[], $5::boolean[], $6::boolean[], $7::boolean[], $8::varchar[], $9::varchar[], $10::timestamptz[])
         WITH ORDINALITY AS t(full_name, email, phone, consent_email, consent_sms, day1, day2, code, identity, at, position)
       ORDER BY position
       RETURNING id`,
      [
        column((p) => p.fullName),
        column((p) => p.email),
        column((p) => p.phone),
        column((p) => p.consentEmail),
        column((p) => p.consentSms),
        column((p) => p.day1Checkin),
        column((p) => p.day2Checkin),
        // Unique, as the index wants; the old identity key had no event in it.
        column((_, index) => `B${String(offset + index).padStart(7, '0')}`),
        column((p) => `${p.email}|${p.fullName.toLowerCase()}`),
        column((_, index) => at(index)),
        staffId,
      ],
    )
    const choices = people.flatMap((person, index) =>
      person.attendanceChoice.map((value, order) => ({ parent: inserted[index]!.id, order: order + 1, value })),
    )
    await pool.query(
      `INSERT INTO registrations_attendance_choice ("order", parent_id, value)
       SELECT "order", parent, value::enum_registrations_attendance_choice FROM unnest($1::int[], $2::int[], $3::text[]) AS t("order", parent, value)`,
      [choices.map((c) => c.order), choices.map((c) => c.parent), choices.map((c) => c.value)],
    )
    const tags = people.flatMap((person, index) =>
      person.tags.map((text, order) => ({ parent: inserted[index]!.id, order: order + 1, text })),
    )
    await pool.query(
      `INSERT INTO registrations_texts ("order", parent_id, path, text) SELECT "order", parent, 'tags', text FROM unnest($1::int[], $2::int[], $3::varchar[]) AS t("order", parent, text)`,
      [tags.map((t) => t.order), tags.map((t) => t.parent), tags.map((t) => t.text)],
    )
    await pool.query(
      `INSERT INTO consent_records (email, channel, purpose, action, recorded_at, source)
       SELECT email, channel::enum_consent_records_channel, 'marketing', 'given', now(), 'event-registration-form' FROM unnest($1::varchar[], $2::text[]) AS t(email, channel)`,
      [
        people.flatMap((p) => [...(p.consentEmail ? [p.email] : []), ...(p.consentSms ? [p.email] : [])]),
        people.flatMap((p) => [...(p.consentEmail ? ['email'] : []), ...(p.consentSms ? ['sms'] : [])]),
      ],
    )
  }
  const number = (sql: string) => scalar<number>(pool, sql)
  return {
    registrations: await number('SELECT count(*)::int AS value FROM registrations'),
    choices: await number('SELECT count(*)::int AS value FROM registrations_attendance_choice'),
    day1: await number('SELECT count(*)::int AS value FROM registrations WHERE day1_checkin'),
    day2: await number('SELECT count(*)::int AS value FROM registrations WHERE day2_checkin'),
    tags: await number(`SELECT count(*)::int AS value FROM registrations_texts WHERE path = 'tags'`),
    consent: await number('SELECT count(*)::int AS value FROM consent_records'),
  }
}

// ---------------------------------------------------------------------------------------------
// One run: a database of its own, filled, the reference, the migration, the checks.

type Check = { name: string; expected: number; found: number }
type MigrateRun = {
  rows: OldRows
  fillMs: number
  referenceMs: number
  migrateMs: number
  statements: Statement[]
  checks: Check[]
}

/** The reference: the registrations and their attendance lists copied, with their indexes, by one INSERT … SELECT each. */
async function timeReferenceCopy(pool: pg.Pool): Promise<number> {
  await pool.query('CREATE TABLE bench_registrations (LIKE registrations INCLUDING ALL)')
  await pool.query('CREATE TABLE bench_attendance (LIKE registrations_attendance_choice INCLUDING ALL)')
  const start = performance.now()
  await pool.query('INSERT INTO bench_registrations SELECT * FROM registrations')
  await pool.query('INSERT INTO bench_attendance SELECT * FROM registrations_attendance_choice')
  const ms = performance.now() - start
  await pool.query('DROP TABLE bench_registrations, bench_attendance')
  return ms
}

async function oneRun(adminUrl: string, urlFor: (name: string) => string, runIndex: number): Promise<MigrateRun> {
  const { pool, migration, drop } = await databaseBefore({ adminUrl, urlFor }, `church_migrate_${runIndex}`, TARGET)
  try {
    const start = performance.now()
    const rows = await fillOldShape(pool)
    const fillMs = performance.now() - start
    await pool.query('VACUUM ANALYZE')
    log(
      `run ${runIndex}: ${count(rows.registrations)} registrations in the old shape (${seconds(fillMs)}): ${count(rows.choices)} attendance entries, ${count(rows.day1)} day-1 and ${count(rows.day2)} day-2 check-ins`,
    )

    const referenceMs = await timeReferenceCopy(pool)

    const { ms: migrateMs, statements } = await timeMigrationUp(pool, migration)
    log(`run ${runIndex}: migration ${seconds(migrateMs)}, reference copy ${seconds(referenceMs)}`)

    const number = (sql: string) => scalar<number>(pool, sql)
    const eventId = await number(`SELECT id AS value FROM events WHERE slug = 'outreach-event-2025'`)
    const checks: Check[] = [
      {
        name: 'registrations',
        expected: rows.registrations,
        found: await number('SELECT count(*)::int AS value FROM registrations'),
      },
      {
        name: 'registrations joined to the event',
        expected: rows.registrations,
        found: await number(`SELECT count(*)::int AS value FROM registrations WHERE event_id = ${eventId}`),
      },
      {
        name: 'identity keys naming the event',
        expected: rows.registrations,
        found: await number(`SELECT count(*)::int AS value FROM registrations WHERE identity_key LIKE '${eventId}:%'`),
      },
      {
        name: 'attendance entries',
        expected: rows.choices,
        found: await number(`SELECT count(*)::int AS value FROM registrations_texts WHERE path = 'attendanceChoice'`),
      },
      {
        name: 'tags',
        expected: rows.tags,
        found: await number(`SELECT count(*)::int AS value FROM registrations_texts WHERE path = 'tags'`),
      },
      {
        name: 'check-ins at `online` (day 1)',
        expected: rows.day1,
        found: await number(`SELECT count(*)::int AS value FROM checkins WHERE session = 'online'`),
      },
      {
        name: 'check-ins at `super-sunday` (day 2)',
        expected: rows.day2,
        found: await number(`SELECT count(*)::int AS value FROM checkins WHERE session = 'super-sunday'`),
      },
      {
        name: 'registrations listing `online` as checked in',
        expected: rows.day1,
        found: await number(
          `SELECT count(*)::int AS value FROM registrations WHERE checked_in_sessions LIKE '%|online|%'`,
        ),
      },
      {
        name: 'registrations listing `super-sunday` as checked in',
        expected: rows.day2,
        found: await number(
          `SELECT count(*)::int AS value FROM registrations WHERE checked_in_sessions LIKE '%|super-sunday|%'`,
        ),
      },
      {
        name: 'consent records',
        expected: rows.consent,
        found: await number('SELECT count(*)::int AS value FROM consent_records'),
      },
      {
        name: 'events (published, featured)',
        expected: 1,
        found: await number(
          `SELECT count(*)::int AS value FROM events e JOIN site_settings s ON s.featured_event_id = e.id WHERE e._status = 'published'`,
        ),
      },
    ]
    const wrong = checks.filter((check) => check.found !== check.expected)
    if (wrong.length)
      log(
        `run ${runIndex}: counts that differ: ${wrong.map((check) => `${check.name} ${check.found} (expected ${check.expected})`).join('; ')}`,
      )
    return { rows, fillMs, referenceMs, migrateMs, statements, checks }
  } finally {
    await drop()
  }
}

// ---------------------------------------------------------------------------------------------

await runBenchmark(async () => {
  const startedAt = new Date()
  const loadAverage = os.loadavg()
  const wallStart = performance.now()
  const database = await startBenchPostgres()
  const adminUrl = database.urlFor('postgres')
  const postgresVersion = await postgresVersionAt(adminUrl)
  log(`${count(REGISTRATIONS)} registrations, ${RUNS} runs, ${postgresVersion}`)

  const runs: MigrateRun[] = []
  for (let runIndex = 1; runIndex <= RUNS; runIndex++) runs.push(await oneRun(adminUrl, database.urlFor, runIndex))

  const migrate = summarise(runs.map((run) => run.migrateMs))
  const reference = summarise(runs.map((run) => run.referenceMs))
  const isExact = runs.every((run) => run.checks.every((check) => check.found === check.expected))
  const first = runs[0]!
  const lines = [
    '## Upgrading to events as records (`npm run bench:migrate`)',
    '',
    ...describeRun(startedAt, loadAverage, postgresVersion),
    `- Data: ${count(first.rows.registrations)} registrations in the shape before \`${TARGET}\` (the demo people of \`npm run seed -- --demo\`): the outreach event global with two days, ${count(first.rows.choices)} attendance entries, ${count(first.rows.day1)} day-1 and ${count(first.rows.day2)} day-2 check-ins (about 30 % of those expected each day), ${count(first.rows.tags)} tags, ${count(first.rows.consent)} consent records; \`VACUUM ANALYZE\` before timing`,
    `- Each run is a database of its own: the committed migrations before it (drizzle, as \`tests/int/platform/migrations-upgrade.int.test.ts\` runs them), the rows (${seconds(summarise(runs.map((run) => run.fillMs)).median)} to write), the reference, then the migration's \`up\` in one transaction, as \`payload migrate\` runs it. Whole benchmark ${seconds(performance.now() - wallStart)}`,
    '',
    'The reference is the least a migration that rewrites every row could cost on this machine: the registrations and their attendance lists copied into copies of their tables, indexes included, with one `INSERT … SELECT` each, on the same rows just before the migration.',
    '',
    '| Run | Migration (s) | Reference copy (s) | Migration ÷ reference | Counts after |',
    '|--:|--:|--:|--:|---|',
    ...runs.map(
      (run, index) =>
        `| ${index + 1} | ${(run.migrateMs / 1000).toFixed(2)} | ${(run.referenceMs / 1000).toFixed(2)} | ${(run.migrateMs / run.referenceMs).toFixed(1)}× | ${run.checks.every((check) => check.found === check.expected) ? 'all as expected' : 'differ (see the log)'} |`,
    ),
    '',
    '| Measurement | Median | Min | Max | Result |',
    '|---|--:|--:|--:|---|',
    `| Migration \`up\` (s) | ${(migrate.median / 1000).toFixed(2)} | ${(migrate.min / 1000).toFixed(2)} | ${(migrate.max / 1000).toFixed(2)} | |`,
    `| Reference: one \`INSERT … SELECT\` per table (s) | ${(reference.median / 1000).toFixed(2)} | ${(reference.min / 1000).toFixed(2)} | ${(reference.max / 1000).toFixed(2)} | |`,
    `| Every count after the migration as expected (${first.checks.map((check) => check.name).join(', ')}) | ${isExact ? 'yes, every run' : 'no'} | | | ${mark(isExact)} |`,
  ]
  // Where the median run's time went: its slowest statements.
  const middle = [...runs].sort((a, b) => a.migrateMs - b.migrateMs)[Math.floor(runs.length / 2)]!
  lines.push('', ...slowestStatements(middle.statements, middle.migrateMs))
  await writeDocSection('migrate', lines.join('\n'))
  if (!isExact) throw new Error('The migration lost or changed rows (see the counts above)')
})
