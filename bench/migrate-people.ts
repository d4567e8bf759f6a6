/**
 * How long a live site's upgrade to people takes: the `20261126_211228_people` migration's `up`, which
 * makes one record per person from every form ever sent and links each row to it, on a database at the
 * schema just before it holding `BENCH_PEOPLE_REGISTRATIONS` (100,000) registrations over 50 events by
 * `BENCH_PEOPLE` (60,000) people: bookers with an address (shared by about 7, as a family's is), walk-ins
 * with a phone only, people brought along by a booker, 40 % checked in, and plan-a-visit forms, prayer
 * requests and foundation-school applications from some of the same people. The reference, on the same
 * rows in the same run: copying the registrations into an indexed copy of their table with one
 * `INSERT … SELECT`. Target: under 2 minutes. Writes docs/benchmarks.md between the
 * `bench:migrate-people` markers.
 *
 *   npm run bench:migrate-people
 *   BENCH_PEOPLE=6000 BENCH_PEOPLE_REGISTRATIONS=10000 BENCH_MIGRATE_RUNS=1 npm run bench:migrate-people
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { databaseBefore, postgresVersionAt, slowestStatements, timeMigrationUp } from './migration-runs'
import {
  count,
  describeRun,
  insertPastBenchEvents,
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

const PEOPLE = positiveInteger('BENCH_PEOPLE', 60_000)
const REGISTRATIONS = positiveInteger('BENCH_PEOPLE_REGISTRATIONS', 100_000)
const RUNS = Math.max(1, positiveInteger('BENCH_MIGRATE_RUNS', 3))
const FORMS = Math.max(1, Math.round(PEOPLE / 20))
const EVENTS = 50
const TARGET = '20261126_211228_people'
const TARGET_MS = 120_000

/** The rows as the schema before people held them; what each kind is decides how it is linked. */
async function fillOldShape(pool: pg.Pool) {
  await insertPastBenchEvents(pool, EVENTS)
  // Person p of PEOPLE; one in 20 a walk-in (a phone, no address), the rest with an address shared by about 7.
  const name = (p: string) =>
    `(ARRAY['Olivia','Tom','Thomas','Mary','James','Jim','Sarah','Grace','Anna','Peter','Ruth','Daniel'])[1 + (${p} / 3) % 12] || ' Bench' || (${p} / 11)`
  await pool.query(
    `INSERT INTO registrations (event_id, full_name, email, phone, consent_email, checkin_code, identity_key, created_at, updated_at)
     SELECT e.id, ${name('p')},
       CASE WHEN p % 20 = 0 THEN NULL ELSE 'home' || (p / 7) || '@example.org' END,
       CASE WHEN p % 2 = 0 THEN '07700 ' || (p / 5) END, r % 3 = 0, 'BENCH' || r, 'bench-' || r,
       now() - (r % 700) * interval '1 day', now()
     FROM generate_series(0, ${REGISTRATIONS - 1}) r CROSS JOIN LATERAL (SELECT r % ${PEOPLE} AS p) person
     JOIN events e ON e.slug = 'bench-event-' || (1 + (r / ${PEOPLE} + r) % ${EVENTS})`,
  )
  // One booker in ten brought someone (no address or phone of their own), registered with them.
  await pool.query(
    `INSERT INTO registrations (event_id, full_name, group_booker_id, is_child, checkin_code, identity_key, created_at, updated_at)
     SELECT event_id, 'Guest of ' || full_name, id, id % 2 = 0, checkin_code || 'G', identity_key || '-guest', created_at, now()
     FROM registrations WHERE email IS NOT NULL AND id % 10 = 0`,
  )
  await pool.query(
    `INSERT INTO checkins (registration_id, event_id, session, checked_in_at, method, created_at, updated_at)
     SELECT id, event_id, 'main', created_at + interval '1 day', 'search', now(), now() FROM registrations WHERE id % 5 < 2`,
  )
  await pool.query(
    `INSERT INTO visit_plans (name, email, mobile, service_date, guests_count, updated_at, created_at)
     SELECT ${name('p')}, 'home' || (p / 7) || '@example.org', '07700 ' || (p / 5),
       (enum_range(NULL::enum_visit_plans_service_date))[1], (enum_range(NULL::enum_visit_plans_guests_count))[1], now(), now()
     FROM generate_series(1, ${FORMS}) i CROSS JOIN LATERAL (SELECT (i * 7) % ${PEOPLE} AS p) person`,
  )
  await pool.query(
    `INSERT INTO prayer_requests (full_name, phone, email, prayer_request, consent, updated_at, created_at)
     SELECT ${name('p')}, '07700 ' || (p / 5), 'home' || (p / 7) || '@example.org', 'Please pray', i % 2 = 0, now(), now()
     FROM generate_series(1, ${FORMS}) i CROSS JOIN LATERAL (SELECT (i * 11) % ${PEOPLE} AS p) person`,
  )
  await pool.query(
    `INSERT INTO foundation_school_applications (full_name, mobile, email, preferred_class, best_time, updated_at, created_at)
     SELECT ${name('p')}, '07700 ' || (p / 5), 'home' || (p / 7) || '@example.org',
       (enum_range(NULL::enum_foundation_school_applications_preferred_class))[1],
       (enum_range(NULL::enum_foundation_school_applications_best_time))[1], now(), now()
     FROM generate_series(1, ${FORMS}) i CROSS JOIN LATERAL (SELECT (i * 13) % ${PEOPLE} AS p) person`,
  )
  const number = (sql: string) => scalar<number>(pool, `SELECT count(*)::int AS value FROM ${sql}`)
  return {
    registrations: await number('registrations'),
    checkins: await number('checkins'),
    forms:
      (await number('visit_plans')) +
      (await number('prayer_requests')) +
      (await number('foundation_school_applications')),
  }
}

async function timeReferenceCopy(pool: pg.Pool): Promise<number> {
  await pool.query('CREATE TABLE bench_registrations (LIKE registrations INCLUDING ALL)')
  const start = performance.now()
  await pool.query('INSERT INTO bench_registrations SELECT * FROM registrations')
  const ms = performance.now() - start
  await pool.query('DROP TABLE bench_registrations')
  return ms
}

async function oneRun(database: { adminUrl: string; urlFor: (name: string) => string }, runIndex: number) {
  const { pool, migration, drop } = await databaseBefore(database, `church_migrate_people_${runIndex}`, TARGET)
  try {
    const start = performance.now()
    const rows = await fillOldShape(pool)
    const fillMs = performance.now() - start
    await pool.query('VACUUM ANALYZE')
    log(
      `run ${runIndex}: ${count(rows.registrations)} registrations, ${count(rows.checkins)} check-ins, ${count(rows.forms)} forms (${seconds(fillMs)})`,
    )
    const referenceMs = await timeReferenceCopy(pool)
    const { ms: migrateMs, statements } = await timeMigrationUp(pool, migration)
    log(`run ${runIndex}: migration ${seconds(migrateMs)}, reference copy ${seconds(referenceMs)}`)
    const number = (sql: string) => scalar<number>(pool, `SELECT count(*)::int AS value FROM ${sql}`)
    const after = {
      registrations: await number('registrations'),
      unlinked:
        (await number('registrations WHERE person_id IS NULL')) +
        (await number('checkins WHERE person_id IS NULL')) +
        (await number('visit_plans WHERE person_id IS NULL')) +
        (await number('prayer_requests WHERE person_id IS NULL')) +
        (await number('foundation_school_applications WHERE person_id IS NULL')),
      people: await number('people'),
      households: await number('households'),
    }
    return { rows, fillMs, referenceMs, migrateMs, statements, after }
  } finally {
    await drop()
  }
}

await runBenchmark(async () => {
  const startedAt = new Date()
  const loadAverage = os.loadavg()
  const wallStart = performance.now()
  const postgres = await startBenchPostgres()
  const database = { adminUrl: postgres.urlFor('postgres'), urlFor: postgres.urlFor }
  const postgresVersion = await postgresVersionAt(database.adminUrl)
  const runs = []
  for (let runIndex = 1; runIndex <= RUNS; runIndex++) runs.push(await oneRun(database, runIndex))

  const migrate = summarise(runs.map((run) => run.migrateMs))
  const reference = summarise(runs.map((run) => run.referenceMs))
  const isExact = runs.every((run) => run.after.registrations === run.rows.registrations && run.after.unlinked === 0)
  const first = runs[0]!
  const middle = [...runs].sort((a, b) => a.migrateMs - b.migrateMs)[Math.floor(runs.length / 2)]!
  const lines = [
    '## Upgrading to people (`npm run bench:migrate-people`)',
    '',
    ...describeRun(startedAt, loadAverage, postgresVersion),
    `- Data, in the shape before \`${TARGET}\`: ${count(first.rows.registrations)} registrations over ${EVENTS} events by ${count(PEOPLE)} people (addresses shared by about 7, one in 20 a walk-in with a phone only, one booker in 10 bringing someone), ${count(first.rows.checkins)} check-ins, ${count(first.rows.forms)} plan-a-visit, prayer and foundation-school forms; \`VACUUM ANALYZE\` before timing`,
    `- Each run is a database of its own: the committed migrations before it, the rows (${seconds(summarise(runs.map((run) => run.fillMs)).median)} to write), the reference, then the migration's \`up\` in one transaction, as \`payload migrate\` runs it. Whole benchmark ${seconds(performance.now() - wallStart)}`,
    '',
    'The reference: the registrations copied into a copy of their table, indexes included, with one `INSERT … SELECT`, on the same rows just before the migration.',
    '',
    '| Run | Migration (s) | Reference copy (s) | People made | Households made | Rows left unlinked |',
    '|--:|--:|--:|--:|--:|--:|',
    ...runs.map(
      (run, index) =>
        `| ${index + 1} | ${(run.migrateMs / 1000).toFixed(2)} | ${(run.referenceMs / 1000).toFixed(2)} | ${count(run.after.people)} | ${count(run.after.households)} | ${count(run.after.unlinked)} |`,
    ),
    '',
    '| Measurement | Median | Min | Max | Target | Result |',
    '|---|--:|--:|--:|--:|---|',
    `| Migration \`up\` (s) | ${(migrate.median / 1000).toFixed(2)} | ${(migrate.min / 1000).toFixed(2)} | ${(migrate.max / 1000).toFixed(2)} | < ${TARGET_MS / 1000} | ${mark(migrate.max < TARGET_MS)} |`,
    `| Reference: one \`INSERT … SELECT\` of the registrations (s) | ${(reference.median / 1000).toFixed(2)} | ${(reference.min / 1000).toFixed(2)} | ${(reference.max / 1000).toFixed(2)} | | |`,
    `| Every registration kept, and every registration, check-in and form linked to a person | ${isExact ? 'yes, every run' : 'no'} | | | all | ${mark(isExact)} |`,
    '',
    ...slowestStatements(middle.statements, middle.migrateMs),
  ]
  await writeDocSection('migrate-people', lines.join('\n'))
  if (!isExact) throw new Error('The migration lost a row or left one unlinked (see the table)')
})
