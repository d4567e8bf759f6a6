/**
 * People at scale: the possible duplicates list, a person's page, the reports and a merge, with
 * `BENCH_PEOPLE` people (60,000) and `BENCH_PEOPLE_REGISTRATIONS` registrations (100,000) over 50
 * events, each figure beside a reference measured in the same run.
 *
 * The people are written the way the duplicates list finds hardest: many small groups sharing a name
 * (about 3), a surname (11), an address key (7) and a phone key (5), so that most people are in
 * several pairs. Every table is filled with one `INSERT … SELECT generate_series` (not the API), then
 * analysed. Writes its section of docs/benchmarks.md (between the `bench:people` markers).
 *
 *   npm run bench:people
 *   BENCH_PEOPLE=6000 BENCH_PEOPLE_REGISTRATIONS=10000 npm run bench:people   # a quick check
 */
import { performance } from 'node:perf_hooks'

import { createLocalReq, type PayloadRequest } from 'payload'
import type pg from 'pg'

import {
  count,
  createOpenBenchEvent,
  finishReport,
  insertPastBenchEvents,
  log,
  mark,
  measure,
  MEASUREMENTS_HEADER,
  positiveInteger,
  rolledBack,
  runBenchmark,
  scalar,
  seconds,
  startBenchDatabase,
  startRun,
  statsCells,
  summarise,
  type Stats,
} from './support'

const PEOPLE = positiveInteger('BENCH_PEOPLE', 60_000)
const REGISTRATIONS = positiveInteger('BENCH_PEOPLE_REGISTRATIONS', 100_000)
const RUNS = Math.max(1, positiveInteger('BENCH_RUNS', 10))
const MERGES = 3
/** Submissions of each kind (someone new, someone already held) for the matching measurement. */
const MATCHES = 200
/** Matching may add this share to a registration's time without it. */
const MATCHING_SHARE_TARGET = 0.2
const EVENTS = 50
const TARGETS = { duplicatesMs: 500, personMs: 300, reportMs: 500, mergeMs: 1000 }

const timed = <T>(fn: () => Promise<T>, runs = RUNS) => measure(fn, { runs, warmup: 1 })

/** Median, min and max to a hundredth of a millisecond, for the few-millisecond figures. */
const fineCells = (stats: Stats) => [stats.median, stats.min, stats.max].map((ms) => ms.toFixed(2)).join(' | ')

type Row = { name: string; stats: Stats; target: number | null; reference: string }

/**
 * The registration form without its matching, for the A/B of section 6: while `isWithout`, the form's
 * two statements go with the matching's parts (FORM_MATCHING) taken out, a null person in their place,
 * under prepared names of their own and without the parameters only those parts used. Each part is the
 * very text the form's statement embeds; a statement no longer holding it stops the run rather than
 * time something else.
 */
function formWithoutMatching(pool: pg.Pool, matching: { candidates: string; people: string; consentPerson: string }) {
  const standIns: Record<string, Array<[part: string, standIn: string]>> = {
    'registration-form-read-person': [[matching.candidates, "'[]'::json"]],
    'registration-form-insert': [
      [
        matching.people,
        'person_id AS (SELECT NULL::integer AS id), brought_people AS (SELECT NULL::integer AS ord, NULL::integer AS id WHERE false)',
      ],
      [matching.consentPerson, 'NULL::integer'],
    ],
  }
  const Client = (pool as unknown as { Client: typeof pg.Client }).Client
  const query = Client.prototype.query
  const state = {
    isWithout: false,
    restore: () => {
      Client.prototype.query = query
    },
  }
  Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const statement = config as { name?: string; text?: string; values?: unknown[] } | null
    const parts = state.isWithout && statement?.name ? standIns[statement.name] : undefined
    if (!parts || !statement?.text) return (query as (...args: unknown[]) => unknown).call(this, config, ...rest)
    let text = statement.text
    for (const [part, standIn] of parts) {
      if (!text.includes(part))
        throw new Error(`${statement.name} no longer holds the matching's part the benchmark takes out`)
      text = text.replace(part, standIn)
    }
    const parameters = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((found) => Number(found[1])))
    const values = statement.values?.slice(0, parameters)
    return (query as (...args: unknown[]) => unknown).call(
      this,
      { ...statement, name: `${statement.name}-without-matching`, text, values },
      ...rest,
    )
  } as typeof query
  return state
}

async function main() {
  const run = startRun(
    `${count(PEOPLE)} people, ${count(REGISTRATIONS)} registrations over ${EVENTS} events, ${RUNS} timed runs each`,
  )
  process.env.FORM_RATE_LIMIT = 'off'
  const { payload, pool, postgresVersion } = await startBenchDatabase({ demo: 0 })
  const { listDuplicates } = await import('../src/people/list-duplicates')
  const { readPerson } = await import('../src/people/read-person')
  const { mergePeople } = await import('../src/people/merge-people')
  const { resolvePerson } = await import('../src/people/resolve-person')
  const { readReport } = await import('../src/overview/read-report')

  const user = await payload.create({
    collection: 'users',
    data: {
      email: 'bench-admin@bench.example',
      password: 'bench-admin-password-1',
      fullName: 'Bench admin',
      role: 'admin',
    },
    context: { isSeeding: true },
  })
  const admin = { ...user, collection: 'users' } as PayloadRequest['user']

  // 1. The data, one statement per table.
  let phaseStart = performance.now()
  await insertPastBenchEvents(pool, EVENTS)
  const firstPerson = await scalar<number>(
    pool,
    `WITH made AS (
       INSERT INTO people (full_name, first_seen_at, first_seen_via, updated_at, created_at)
       SELECT (ARRAY['Olivia','Tom','Thomas','Mary','James','Jim','Sarah','Grace','Anna','Peter','Ruth','Daniel'])[1 + (i / 3) % 12]
         || ' Bench' || (i / 11), now(), 'event-registration', now(), now()
       FROM generate_series(1, ${PEOPLE}) i RETURNING id)
     SELECT min(id) AS value FROM made`,
  )
  await pool.query(
    `INSERT INTO people_emails (_order, _parent_id, id, email, key)
     SELECT 1, id, 'e' || id, 'home' || ((id - $1::int) / 7) || '@example.org', 'home' || ((id - $1::int) / 7) || '@example.org'
     FROM people WHERE id >= $1`,
    [firstPerson],
  )
  await pool.query(
    `INSERT INTO people_phones (_order, _parent_id, id, phone, key)
     SELECT 1, id, 'f' || id, '07700 ' || ((id - $1::int) / 5), '07700' || ((id - $1::int) / 5)
     FROM people WHERE id >= $1 AND id % 2 = 0`,
    [firstPerson],
  )
  await pool.query(
    `INSERT INTO registrations (event_id, person_id, full_name, email, checkin_code, identity_key, consent_email, created_at, updated_at)
     SELECT e.id, p.id, p.full_name, 'home' || ((p.id - $1::int) / 7) || '@example.org', 'BENCH' || r, 'bench-' || r, r % 3 = 0,
       now() - (r % 700) * interval '1 day', now()
     FROM generate_series(0, ${REGISTRATIONS - 1}) r
     JOIN people p ON p.id = $1::int + r % ${PEOPLE}
     JOIN events e ON e.slug = 'bench-event-' || (1 + (r / ${PEOPLE} + r) % ${EVENTS})`,
    [firstPerson],
  )
  // A bulk load: the place counts' per-row triggers are off while it runs, and every event is counted once after.
  await pool.query('ALTER TABLE registrations_texts DISABLE TRIGGER USER')
  await pool.query(
    `INSERT INTO registrations_texts ("order", parent_id, path, text)
     SELECT 1, id, 'attendanceChoice', 'main' FROM registrations WHERE identity_key LIKE 'bench-%'`,
  )
  await pool.query('ALTER TABLE registrations_texts ENABLE TRIGGER USER')
  await pool.query('SELECT rebuild_place_counts()')
  await pool.query(
    `INSERT INTO checkins (registration_id, event_id, person_id, session, checked_in_at, method, created_at, updated_at)
     SELECT id, event_id, person_id, 'main', created_at + interval '1 day', 'search', now(), now()
     FROM registrations WHERE identity_key LIKE 'bench-%' AND id % 5 < 2`,
  )
  // People to merge: each with a registration at each of 50 events.
  const toMerge: Array<{ keep: number; merge: number }> = []
  for (let i = 0; i < MERGES; i++) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO people (full_name, first_seen_at, first_seen_via, updated_at, created_at)
       VALUES ('Merge Keep ' || $1::text, now(), 'staff', now(), now()), ('Merge Gone ' || $1::text, now(), 'staff', now(), now()) RETURNING id`,
      [i],
    )
    const [keep, merge] = rows.map((row) => row.id) as [number, number]
    await pool.query(
      `INSERT INTO registrations (event_id, person_id, full_name, email, checkin_code, identity_key, created_at, updated_at)
       SELECT id, $1::int, 'Merge Gone', 'gone' || $1::text || '@example.org', 'MERGE' || $1::text || '-' || id, 'merge-' || $1::text || '-' || id, now(), now()
       FROM events WHERE slug LIKE 'bench-event-%'`,
      [merge],
    )
    toMerge.push({ keep, merge })
  }
  await pool.query('VACUUM ANALYZE')
  const fillMs = performance.now() - phaseStart
  const registrations = await scalar<number>(pool, 'SELECT count(*)::int AS value FROM registrations')
  log(`Data written in ${seconds(fillMs)}: ${count(PEOPLE)} people, ${count(registrations)} registrations`)

  const rows: Row[] = []
  const record = (row: Row) => {
    rows.push(row)
    log(`${row.name}: median ${row.stats.median.toFixed(0)} ms, max ${row.stats.max.toFixed(0)} ms`)
  }

  // 2. The possible duplicates: every pair found once (what each read did before the pairs were kept),
  // then the first page as an admin opens it, and after one new person.
  phaseStart = performance.now()
  const first = await listDuplicates(payload, 1)
  const fullRefresh = summarise([performance.now() - phaseStart])
  record({
    name: `Every pair found afresh (${count(first.totalPairs)} pairs)`,
    stats: fullRefresh,
    target: null,
    reference: 'reference',
  })
  record({
    name: 'Possible duplicates, first page (nobody changed since)',
    stats: (await timed(() => listDuplicates(payload, 1))).stats,
    target: TARGETS.duplicatesMs,
    reference: `afresh: ${count(fullRefresh.median)} ms`,
  })
  let added = 0
  const afterOne = await timed(async () => {
    added++
    await resolvePerson(
      pool,
      { fullName: `Olivia Bench${added}`, email: `home${added}@example.org`, phone: null },
      { at: new Date(), via: 'plan-a-visit' },
    )
    return listDuplicates(payload, 1)
  })
  record({
    name: 'Possible duplicates, first page after one new person (their refresh included)',
    stats: afterOne.stats,
    target: TARGETS.duplicatesMs,
    reference: `afresh: ${count(fullRefresh.median)} ms`,
  })

  // 3. A person's page, beside its largest single read (their registrations, through Payload).
  // Someone with a registration at two events and check-ins (every PEOPLE-th registration is theirs).
  const person = await scalar<number>(
    pool,
    'SELECT person_id AS value FROM checkins WHERE person_id IS NOT NULL GROUP BY person_id ORDER BY count(*) DESC, person_id LIMIT 1',
  )
  const onePerson = await timed(() => readPerson(payload, admin, person))
  const theirRegistrations = await timed(() =>
    payload.find({
      collection: 'registrations',
      where: { person: { equals: person } },
      depth: 1,
      user: admin,
      overrideAccess: false,
    }),
  )
  record({
    name: `A person's page (${onePerson.last?.registrations.totalDocs ?? 0} registrations, ${onePerson.last?.checkins.totalDocs ?? 0} check-ins)`,
    stats: onePerson.stats,
    target: TARGETS.personMs,
    reference: `their registrations alone: ${count(theirRegistrations.stats.median)} ms`,
  })

  // 4. The reports, beside a count of every check-in (the table they read).
  const countCheckins = await timed(() => pool.query('SELECT count(*) FROM checkins'))
  const eventId = await scalar<number>(pool, `SELECT id AS value FROM events WHERE slug = 'bench-event-1'`)
  for (const report of ['event', 'monthly', 'returns', 'follow-ups'] as const) {
    record({
      name: `Report: ${report}`,
      stats: (await timed(() => readReport(payload, report, eventId))).stats,
      target: TARGETS.reportMs,
      reference: `count of all check-ins: ${count(countCheckins.stats.median)} ms`,
    })
  }

  // 5. Merging a person with 50 registrations, beside moving those 50 alone (rolled back).
  const moveAlone: number[] = []
  const merges: number[] = []
  for (const pair of toMerge) {
    await rolledBack(pool, async (client) => {
      const start = performance.now()
      await client.query('UPDATE registrations SET person_id = $1 WHERE person_id = $2', [pair.keep, pair.merge])
      moveAlone.push(performance.now() - start)
    })
    const req = await createLocalReq({ user: admin ?? undefined }, payload)
    const start = performance.now()
    await mergePeople(req, pair)
    merges.push(performance.now() - start)
  }
  const moved = await scalar<number>(
    pool,
    'SELECT count(*)::int AS value FROM registrations WHERE person_id = ANY($1::int[])',
    [toMerge.map((pair) => pair.keep)],
  )
  record({
    name: `Merging a person with ${EVENTS} registrations (${MERGES} merges)`,
    stats: summarise(merges),
    target: TARGETS.mergeMs,
    reference: `moving the ${EVENTS} rows alone: ${summarise(moveAlone).median.toFixed(1)} ms`,
  })

  // 6. Matching on submit: the registration form's endpoint (Payload's request handling, in this
  // process) for someone new and for someone already held (same name and address), alternately, with
  // the matching and without it (FORM_MATCHING taken out of its two statements: see formWithoutMatching),
  // each submitter both ways, one after the other, at two events made alike. What the matching adds to
  // the registration is the difference of each pair, the target's own words.
  const { handleEndpoints } = await import('payload')
  const config = (await import('@payload-config')).default
  const { resolveRegistrationPeople } = await import('../src/people/resolve-person')
  const { FORM_MATCHING } = await import('../src/registrations/insert-new-registration')
  const open = await createOpenBenchEvent(payload, 'open-event')
  const openWithout = await createOpenBenchEvent(payload, 'open-event-without-matching')
  const form = formWithoutMatching(pool, FORM_MATCHING)
  const known = (
    await pool.query<{ full_name: string; email: string }>(
      // People no one else shares a name and address with (and whose first names have no short form
      // here), so that each has exactly one record to be joined to.
      `SELECT p.full_name, e.email FROM people p JOIN people_emails e ON e._parent_id = p.id
       WHERE p.id >= $1 AND split_part(p.full_name, ' ', 1) IN ('Olivia', 'Mary', 'Sarah', 'Grace', 'Anna', 'Ruth')
         AND NOT EXISTS (SELECT 1 FROM people q JOIN people_emails f ON f._parent_id = q.id
           WHERE q.id <> p.id AND f.key = e.key AND split_part(q.full_name, ' ', 2) = split_part(p.full_name, ' ', 2))
       ORDER BY p.id LIMIT $2`,
      [firstPerson, MATCHES],
    )
  ).rows
  // A small run holds fewer such people: as many as it has.
  const matches = known.length
  const submitters = Array.from({ length: 2 * matches }, (_, i) =>
    i % 2 === 0
      ? { fullName: `Newcomer Bench ${i}`, email: `newcomer.${i}@bench.example` }
      : { fullName: known[i >> 1]!.full_name, email: known[i >> 1]!.email },
  )
  /** The form's time for `submitter` at `event`, with the matching or without it; null when it did not register them. */
  const register = async (submitter: (typeof submitters)[number], event: string, isMatching: boolean) => {
    const request = new Request(`${process.env.SITE_URL ?? 'http://localhost:3000'}/api/registrations/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event, ...submitter, attendanceChoice: ['day'], website: '' }),
    })
    form.isWithout = !isMatching
    try {
      const start = performance.now()
      const response = await handleEndpoints({ config, request, path: '/api/registrations/register' })
      await response.json()
      return response.status === 200 ? performance.now() - start : null
    } finally {
      form.isWithout = false
    }
  }
  // For comparison, the matching's two statements sent on their own (rolled back) just before the
  // submitter's registrations, and beside them two trivial statements on the same connection: the
  // registration embeds both statements in its own, so this pays twice each statement's fixed cost
  // that the form pays once for all it holds.
  const matchingMs: number[] = []
  const roundTripsMs: number[] = []
  const withMs: number[] = []
  const withoutMs: number[] = []
  const addedMs: number[] = []
  // Everyone held before these registrations: a submission joined to one of them was matched, not made.
  const lastHeld = await scalar<number>(pool, 'SELECT max(id)::int AS value FROM people')
  let refused = 0
  let registered = 0
  for (const [i, submitter] of submitters.entries()) {
    await rolledBack(pool, async (client) => {
      const start = performance.now()
      await resolveRegistrationPeople(client, { ...submitter, phone: null }, [], new Date())
      if (i >= 10) matchingMs.push(performance.now() - start)
      const between = performance.now()
      await client.query({ name: 'bench-round-trip', text: 'SELECT $1::int AS one', values: [1] })
      await client.query({ name: 'bench-round-trip', text: 'SELECT $1::int AS one', values: [2] })
      if (i >= 10) roundTripsMs.push(performance.now() - between)
    })
    // Which way goes first changes every second pair of submitters, so each kind of submitter has both orders.
    const isMatchingFirst = (i >> 1) % 2 === 0
    const first = await register(submitter, isMatchingFirst ? open.slug : openWithout.slug, isMatchingFirst)
    const second = await register(submitter, isMatchingFirst ? openWithout.slug : open.slug, !isMatchingFirst)
    const [withMatching, without] = isMatchingFirst ? [first, second] : [second, first]
    refused += Number(withMatching === null) + Number(without === null)
    registered += Number(withMatching !== null) + Number(without !== null)
    if (withMatching !== null && without !== null && i >= 10) {
      withMs.push(withMatching)
      withoutMs.push(without)
      addedMs.push(withMatching - without)
    }
  }
  form.restore()
  const matchedKnown = await scalar<number>(
    pool,
    `SELECT count(*)::int AS value FROM registrations r WHERE r.event_id = $1 AND r.person_id <= $2`,
    [open.id, lastHeld],
  )
  // Without the matching, nobody is linked to a person: the statements sent were the ones without it.
  const linkedWithout = await scalar<number>(
    pool,
    'SELECT count(*)::int AS value FROM registrations WHERE event_id = $1 AND person_id IS NOT NULL',
    [openWithout.id],
  )
  // The same people again (someone new spelled afresh), measured inside the database: each of the
  // matching's two statements under EXPLAIN ANALYZE (TIMING OFF), whose execution time runs from the
  // executor's start to its end, triggers included, but holds no protocol, parsing or planning (the
  // registration's statements are prepared once per connection), plus the decision in this process;
  // rolled back.
  const { PERSON_CANDIDATES_STATEMENT, personCandidatesValues, readPersonCandidates } =
    await import('../src/people/person-candidates')
  const { REGISTRATION_PEOPLE_STATEMENT, keysOf, registrationPeopleValues } =
    await import('../src/people/resolve-person')
  const { matchRegistrationPeople } = await import('../src/people/rules/match-person')
  const insideMs: number[] = []
  for (const [i, submitter] of submitters.entries()) {
    const person =
      i % 2 === 0 ? { ...submitter, email: submitter.email.replace('newcomer.', 'newcomer.inside.') } : submitter
    const details = { ...person, phone: null }
    const keys = keysOf(details)
    await rolledBack(pool, async (client) => {
      const executed = async (text: string, values: unknown[]) => {
        const { rows } = await client.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>({
          text: `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${text}`,
          values,
        })
        return rows[0]!['QUERY PLAN'][0]!['Execution Time']
      }
      const read = await executed(PERSON_CANDIDATES_STATEMENT.text, personCandidatesValues(keys))
      const candidates = await readPersonCandidates(client, keys)
      const decideStart = performance.now()
      const decided = matchRegistrationPeople(keys, candidates, [])
      const decideMs = performance.now() - decideStart
      const write = await executed(
        REGISTRATION_PEOPLE_STATEMENT.text,
        registrationPeopleValues(details, keys, decided, [], new Date()),
      )
      if (i >= 10) insideMs.push(read + decideMs + write)
    })
  }
  const withMatching = summarise(withMs)
  const without = summarise(withoutMs)
  const matchingAdds = summarise(addedMs)
  const addedShare = matchingAdds.median / Math.max(0.001, without.median)
  const inside = summarise(insideMs)
  const insideShare = inside.median / Math.max(0.001, without.median)
  const matching = summarise(matchingMs)
  const roundTrips = summarise(roundTripsMs)
  const aloneMs = Math.max(0, matching.median - roundTrips.median)
  const aloneShare = aloneMs / Math.max(0.001, without.median)
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`
  log(
    `matching adds ${matchingAdds.median.toFixed(2)} ms to a registration of ${without.median.toFixed(2)} ms without it (${percent(addedShare)}); its statements alone ${aloneMs.toFixed(2)} ms (${percent(aloneShare)}); inside the database ${inside.median.toFixed(2)} ms (${percent(insideShare)})`,
  )
  const isMatchingCorrect = refused === 0 && matches > 0 && matchedKnown === matches && linkedWithout === 0

  const isFastEnough =
    rows.every((row) => row.target === null || row.stats.max < row.target) && addedShare <= MATCHING_SHARE_TARGET
  const markdown = [
    '## People (`npm run bench:people`)',
    '',
    ...run.describe(postgresVersion),
    `- Data: ${count(PEOPLE)} people (names shared by about 3, surnames by 11, addresses by 7, phones by 5: most are in several pairs), ${count(registrations)} registrations over ${EVENTS} events, 40 % checked in; written with one \`INSERT … SELECT\` per table in ${seconds(fillMs)}`,
    `- ${RUNS} timed runs after one warm-up, in milliseconds; the target is on the slowest run`,
    '',
    ...MEASUREMENTS_HEADER.map((line, index) => (index === 0 ? `${line} Reference (same run) |` : `${line}---|`)),
    ...rows.map(
      (row) =>
        `| ${row.name} | ${statsCells(row.stats)} | ${row.target === null ? '—' : `< ${row.target} ms`} | ${row.target === null ? '—' : mark(row.stats.max < row.target)} | ${row.reference} |`,
    ),
    '',
    `Matching on submit: ${count(matches)} people already held (same name and address) and ${count(matches)} newcomers, alternately, each registered through \`POST /api/registrations/register\` (in this process) twice, one after the other: at one event with the matching, and at another made alike without it (the matching's parts of the form's two statements, \`FORM_MATCHING\`, taken out, nobody linked to a person); which goes first changes every second pair of submitters; the first 10 submitters not counted. What the matching adds is each submitter's difference, as a share of the registration without it. For comparison, the matching's two statements sent on their own for the same people (rolled back; less two trivial round trips on the same connection, as the form embeds both statements in its own), and their execution inside the database (\`EXPLAIN ANALYZE\`, the decision in this process).`,
    '',
    '| Measurement | Median | Min | Max | Target | Result |',
    '|---|--:|--:|--:|--:|---|',
    `| Registration with the matching (ms) | ${fineCells(withMatching)} | | |`,
    `| Registration without the matching, the same submitters (ms) | ${fineCells(without)} | | |`,
    `| What the matching adds to each submitter's registration (ms) | ${fineCells(matchingAdds)} | | |`,
    `| That as a share of the registration without it (medians: ${matchingAdds.median.toFixed(2)} ms of ${without.median.toFixed(2)} ms) | ${percent(addedShare)} | | | ≤ ${MATCHING_SHARE_TARGET * 100} % | ${mark(addedShare <= MATCHING_SHARE_TARGET)} |`,
    `| For comparison: the matching's statements sent alone (ms) | ${fineCells(matching)} | | |`,
    `| For comparison: two trivial round trips on the same connection (ms) | ${fineCells(roundTrips)} | | |`,
    `| For comparison: the statements alone less those round trips, as a share of the registration without the matching (${aloneMs.toFixed(2)} ms) | ${percent(aloneShare)} | | | | |`,
    `| For comparison: the matching inside the database (its two statements' execution, the decision here) | ${fineCells(inside)} | | |`,
    `| For comparison: that as a share of the registration without the matching | ${percent(insideShare)} | | | | |`,
    `| Every submission registered, each person already held joined to their record, nobody linked without the matching (${count(registered)} registered, ${count(matchedKnown)} of ${count(matches)} joined, ${count(linkedWithout)} linked without) | | | | all | ${mark(isMatchingCorrect)} |`,
    '',
    'The people migration (`20261126_211228_people`) on data of this size: `npm run bench:migrate-people`.',
  ].join('\n')
  await finishReport('people', markdown, {
    totalMs: run.elapsedMs(),
    isFastEnough,
    target: 'the targets',
    isCorrect: moved === MERGES * EVENTS && isMatchingCorrect,
    failure: `Expected ${MERGES * EVENTS} registrations moved (found ${moved}), every submission registered (${refused} refused), ${matches} joined to their record (found ${matchedKnown}) and none linked without the matching (found ${linkedWithout})`,
  })
}

await runBenchmark(main)
