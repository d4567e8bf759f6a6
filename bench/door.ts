/**
 * The door under load, through Payload's request handling (`handleEndpoints`, in this process), signed
 * in as a volunteer:
 *
 * 1. `BENCH_DOORS` (50) doors at once tapping `POST /api/checkins/toggle` for `BENCH_DOOR_PEOPLE`
 *    (5,000) people of one session: each door its own share, and each also taps the first few people
 *    of the next door's share as that door does (the same person let in at two doors at once). Then
 *    every tap again: each person is in already, so the endpoint reads and writes nothing (the
 *    reference: the same endpoint's read-only ceiling in the same run). Every person checked in once.
 * 2. A door device back online: 500 queued check-ins in one `POST /api/checkins/sync` (< 5 s); then
 *    two devices with 500 each, 100 of them the same people, sent at once: exactly 900 check-ins.
 *
 *   npm run bench:door
 *   BENCH_DOOR_PEOPLE=1000 BENCH_DOORS=20 npm run bench:door   # a quick check
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import {
  count,
  finishReport,
  insertDemoPeople,
  log,
  mark,
  MEASUREMENTS_HEADER,
  positiveInteger,
  rate,
  runBenchmark,
  scalar,
  seconds,
  startBenchDatabase,
  startRun,
} from './support'

const PEOPLE = Math.max(1_200, positiveInteger('BENCH_DOOR_PEOPLE', 5_000))
const DOORS = Math.max(2, positiveInteger('BENCH_DOORS', 50))
/** People of the next door's share each door also taps, at the same time as that door. */
const OVERLAP = 5
const SYNC_TAPS = 500
const SYNC_OVERLAP = 100
const WARM_UP = 50
const TARGETS = { checkinsPerSecond: 300, syncMs: 5_000 }
const SESSION = 'super-sunday'

async function main() {
  const bench = startRun(`${count(PEOPLE)} people, ${DOORS} doors at once, then ${SYNC_TAPS}-tap syncs`)
  const { payload, pool, postgresVersion, migrateMs, seedMs } = await startBenchDatabase({ demo: 0 })
  const { handleEndpoints } = await import('payload')
  const config = (await import('@payload-config')).default
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'

  // The seeded outreach event; everyone chose its in-person session and nobody is in yet.
  const eventId = await scalar<number>(pool, `SELECT id AS value FROM events WHERE slug = 'outreach-event-2025'`)
  const fillStart = performance.now()
  // The doors' people, a few to warm up on, then the syncs': one device's, device A's, device B's own.
  const sizes = [PEOPLE, WARM_UP, SYNC_TAPS, SYNC_TAPS, SYNC_TAPS - SYNC_OVERLAP]
  await insertDemoPeople(
    payload,
    eventId,
    sizes.reduce((sum, size) => sum + size, 0),
    {
      seed: 7,
      adjust: (person) => ({ ...person, attendanceChoice: [SESSION], day1Checkin: false, day2Checkin: false }),
    },
  )
  await pool.query('VACUUM ANALYZE')
  const ids = (
    await pool.query<{ id: number }>(`SELECT id FROM registrations WHERE event_id = $1 ORDER BY id`, [eventId])
  ).rows.map((row) => row.id)
  const [doorPeople, warmUp, singlePeople, deviceA, deviceBOwn] = sizes.map((size, index) => {
    const from = sizes.slice(0, index).reduce((sum, before) => sum + before, 0)
    return ids.slice(from, from + size)
  }) as [number[], number[], number[], number[], number[]]
  log(`${count(ids.length)} registrations written (${seconds(performance.now() - fillStart)})`)

  const email = 'door.bench@bench.example'
  const password = `Door-bench-${randomUUID()}`
  await payload.create({
    collection: 'users',
    data: { email, password, fullName: 'Door Bench', role: 'volunteer' } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })

  const call = async (path: string, body: unknown) => {
    const request = new Request(`${siteUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    })
    const response = await handleEndpoints({ config, request, path: `/api${path}` })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  // 1. Fifty doors. Door d taps its share, and the first OVERLAP of door d+1's share besides.
  const share = Math.ceil(PEOPLE / DOORS)
  const doors = Array.from({ length: DOORS }, (_, door) => {
    const own = doorPeople.slice(door * share, (door + 1) * share)
    const next = doorPeople.slice(((door + 1) % DOORS) * share, ((door + 1) % DOORS) * share + OVERLAP)
    // The overlapping taps go first at both doors, so they meet.
    return [...next, ...own]
  })
  const taps = doors.reduce((sum, list) => sum + list.length, 0)
  const tapAll = async () => {
    const outcomes = new Map<string, number>()
    const start = performance.now()
    await Promise.all(
      doors.map(async (list) => {
        for (const registration of list) {
          const { status, json } = await call('/checkins/toggle', { registration, session: SESSION, method: 'qr' })
          const key = status === 200 ? (json.isNew ? 'new' : 'already in') : `HTTP ${status}`
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
        }
      }),
    )
    const ms = performance.now() - start
    return { ms, perSecond: rate(taps, ms), outcomes }
  }
  // The first requests compile and cache what later ones reuse.
  for (const registration of warmUp) await call('/checkins/toggle', { registration, session: SESSION, method: 'qr' })
  const describe = (outcomes: Map<string, number>) => [...outcomes].map(([key, n]) => `${key}: ${count(n)}`).join(', ')
  const first = await tapAll()
  log(`door taps: ${count(first.perSecond)}/s (${describe(first.outcomes)})`)
  const again = await tapAll()
  log(`door taps again (read only): ${count(again.perSecond)}/s (${describe(again.outcomes)})`)
  const checkinsOf = (people: number[]) =>
    scalar<number>(
      pool,
      `SELECT count(*)::int AS value FROM checkins WHERE session = $1 AND registration_id = ANY($2::int[])`,
      [SESSION, people],
    )
  const duplicatesOf = (people: number[]) =>
    scalar<number>(
      pool,
      `SELECT count(*)::int AS value FROM (SELECT registration_id FROM checkins WHERE session = $1
        AND registration_id = ANY($2::int[]) GROUP BY registration_id HAVING count(*) > 1) AS twice`,
      [SESSION, people],
    )
  const doorCheckins = await checkinsOf(doorPeople)
  const doorDuplicates = await duplicatesOf(doorPeople)

  // 2. Devices back online. Taps a few minutes old, as a queue kept through a Wi-Fi drop would be.
  const queued = (people: number[]) =>
    people.map((registration, index) => ({
      nonce: randomUUID(),
      registration,
      action: 'in' as const,
      at: new Date(Date.now() - 300_000 + index * 100).toISOString(),
      method: 'qr' as const,
    }))
  const sync = async (people: number[]) => {
    const start = performance.now()
    const { status, json } = await call('/checkins/sync', { event: eventId, session: SESSION, taps: queued(people) })
    return { ms: performance.now() - start, status, results: (json.results as unknown[] | undefined)?.length ?? 0 }
  }
  const single = await sync(singlePeople)
  log(`one device, ${SYNC_TAPS} taps: ${seconds(single.ms)} (HTTP ${single.status})`)
  // B shares A's last 100: 900 different people between them.
  const deviceB = [...deviceA.slice(-SYNC_OVERLAP), ...deviceBOwn]
  const pairStart = performance.now()
  const [a, b] = await Promise.all([sync(deviceA), sync(deviceB)])
  const pairMs = performance.now() - pairStart
  const pairPeople = [...new Set([...deviceA, ...deviceB])]
  const pairCheckins = await checkinsOf(pairPeople)
  const pairDuplicates = await duplicatesOf(pairPeople)
  log(`two devices: ${seconds(pairMs)}, ${count(pairCheckins)} check-ins for ${count(pairPeople.length)} people`)

  const totalMs = bench.elapsedMs()
  const isFastEnough = first.perSecond >= TARGETS.checkinsPerSecond && single.ms < TARGETS.syncMs
  const isCorrect =
    doorCheckins === doorPeople.length &&
    doorDuplicates === 0 &&
    first.outcomes.get('new') === doorPeople.length &&
    again.outcomes.get('already in') === taps &&
    single.status === 200 &&
    single.results === SYNC_TAPS &&
    (await checkinsOf(singlePeople)) === SYNC_TAPS &&
    a.status === 200 &&
    b.status === 200 &&
    pairPeople.length === 2 * SYNC_TAPS - SYNC_OVERLAP &&
    pairCheckins === pairPeople.length &&
    pairDuplicates === 0
  const markdown = [
    '## The door (`npm run bench:door`)',
    '',
    ...bench.describe(postgresVersion),
    `- ${count(PEOPLE)} people registered for one session of the seeded event, nobody in yet; a volunteer's session, through \`handleEndpoints\` (Payload's request handling, in this process)`,
    `- Doors: ${DOORS} at once, each tapping its share of the people one after another (${count(taps)} taps: each door also taps ${OVERLAP} of the next door's people as that door does)`,
    `- Set-up: migrations ${seconds(migrateMs)}, seeding ${seconds(seedMs)}; whole run ${seconds(totalMs)}`,
    '',
    ...MEASUREMENTS_HEADER,
    `| Check-ins/s, ${DOORS} doors at once (${describe(first.outcomes)}) | ${count(first.perSecond)} | | | ≥ ${TARGETS.checkinsPerSecond} | ${mark(first.perSecond >= TARGETS.checkinsPerSecond)} |`,
    `| The same taps again, everyone in already (reference: the endpoint's read-only ceiling, taps/s) | ${count(again.perSecond)} | | | | |`,
    `| Every person checked in once (${count(doorCheckins)} check-ins, ${count(doorDuplicates)} twice) | | | | all | ${mark(doorCheckins === doorPeople.length && doorDuplicates === 0)} |`,
    `| One device's ${SYNC_TAPS} queued check-ins synced (ms) | ${count(single.ms)} | | | < ${count(TARGETS.syncMs)} | ${mark(single.ms < TARGETS.syncMs)} |`,
    `| Two devices, ${SYNC_TAPS} each, ${SYNC_OVERLAP} the same people, at once (ms) | ${count(pairMs)} | | | | |`,
    `| Check-ins after the two devices (${count(pairDuplicates)} twice) | ${count(pairCheckins)} | | | ${count(2 * SYNC_TAPS - SYNC_OVERLAP)} | ${mark(pairCheckins === 2 * SYNC_TAPS - SYNC_OVERLAP && pairDuplicates === 0)} |`,
  ].join('\n')
  await finishReport('door', markdown, {
    totalMs,
    isFastEnough,
    target: `${TARGETS.checkinsPerSecond} check-ins/s and a ${SYNC_TAPS}-tap sync under ${seconds(TARGETS.syncMs)}`,
    isCorrect,
    failure: 'A person was checked in twice or not at all, or a sync failed (see the table)',
  })
}

await runBenchmark(main)
