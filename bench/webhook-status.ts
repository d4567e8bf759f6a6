/**
 * Delivery-status webhooks under load: Resend's `email.delivered` events, each signed with Svix
 * headers as Resend sends them, posted to `POST /api/delivery-status/resend` through Payload's own
 * request handling (`handleEndpoints`, what the `/api` route calls), in this process, by
 * `BENCH_WEBHOOK_CONCURRENCY` (50) senders at once. Each accepted event passed the signature and
 * timestamp checks, was recorded once against replays and moved its message to "delivered".
 *
 * The reference, measured right after each run: the same events with a wrong signature, which go
 * through the same request handling and the same check and are refused with nothing written: the
 * endpoint's own ceiling. Next's HTTP layer is left out of both (bench:public measures it: a few
 * hundred requests a second for its cheapest endpoint on this machine).
 *
 *   npm run bench:webhooks                               # 5,000 events a run, 3 runs
 *   BENCH_WEBHOOK_EVENTS=1000 BENCH_WEBHOOK_RUNS=1 npm run bench:webhooks
 */
import { performance } from 'node:perf_hooks'

import {
  count,
  fillTables,
  finishReport,
  log,
  mark,
  MEASUREMENTS_HEADER,
  percentOf,
  positiveInteger,
  rate,
  runBenchmark,
  scalar,
  seconds,
  startBenchDatabase,
  startRun,
  statsCells,
  summarise,
} from './support'

const EVENTS = Math.max(1, positiveInteger('BENCH_WEBHOOK_EVENTS', 5_000))
const RUNS = Math.max(1, positiveInteger('BENCH_WEBHOOK_RUNS', 3))
const CONCURRENCY = Math.max(1, positiveInteger('BENCH_WEBHOOK_CONCURRENCY', 50))
const TARGET_PER_SECOND = 1_000
const SECRET = `whsec_${Buffer.from('bench webhook signing secret 0123').toString('base64')}`
const PATH = '/api/delivery-status/resend'

type Event = { body: string; headers: Record<string, string> }
type Outcome = { ms: number; perSecond: number; statuses: Map<number, number>; latencies: number[] }

async function main() {
  const bench = startRun(`${count(EVENTS)} events a run, ${RUNS} runs, ${CONCURRENCY} at once`)

  process.env.RESEND_WEBHOOK_SECRET = SECRET
  const { pool, postgresVersion, migrateMs, seedMs } = await startBenchDatabase({ demo: 0 })
  const { handleEndpoints } = await import('payload')
  const config = (await import('@payload-config')).default
  const { signSvix } = await import('../src/platform/email/svix-signature')
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'

  // Messages as a bulk send leaves them: accepted by Resend, each with its id, waiting for news.
  const total = EVENTS * RUNS
  const { ms: insertMs } = await fillTables(
    pool,
    () =>
      pool.query(
        `INSERT INTO message_deliveries (address, status, channel, kind, provider_id, status_at, updated_at, created_at)
         SELECT 'person' || i || '@bench.example', 'sent', 'email', 'bulk', 'bench-' || i, now(), now(), now() FROM generate_series(1, $1::int) AS i`,
        [total],
      ),
    'message_deliveries',
  )
  log(`${count(total)} sent messages inserted (${seconds(insertMs)})`)

  const eventsFor = (run: number, { isForged }: { isForged: boolean }): Event[] => {
    const timestamp = Math.floor(Date.now() / 1000)
    return Array.from({ length: EVENTS }, (_, i) => {
      const n = run * EVENTS + i + 1
      const id = `msg_bench_${isForged ? 'forged' : 'real'}_${run}_${i}`
      const body = JSON.stringify({
        type: 'email.delivered',
        created_at: new Date().toISOString(),
        data: {
          email_id: `bench-${n}`,
          to: [`person${n}@bench.example`],
          from: 'Church <no-reply@example.org>',
          subject: 'Bench',
          created_at: new Date().toISOString(),
        },
      })
      const signature = signSvix({
        secret: isForged ? `whsec_${Buffer.from('not our secret at all, no no').toString('base64')}` : SECRET,
        id,
        timestamp,
        body,
      })
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'svix-id': id,
          'svix-timestamp': String(timestamp),
          'svix-signature': signature,
        },
      }
    })
  }

  async function post(events: Event[]): Promise<Outcome> {
    const statuses = new Map<number, number>()
    const latencies: number[] = []
    let next = 0
    const sender = async () => {
      while (next < events.length) {
        const event = events[next++]!
        const sentAt = performance.now()
        const request = new Request(`${siteUrl}${PATH}`, { method: 'POST', headers: event.headers, body: event.body })
        const response = await handleEndpoints({ config, request, path: PATH })
        await response.arrayBuffer()
        latencies.push(performance.now() - sentAt)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    }
    const start = performance.now()
    await Promise.all(Array.from({ length: CONCURRENCY }, sender))
    const ms = performance.now() - start
    return { ms, perSecond: rate(statuses.get(200) ?? 0, ms), statuses, latencies }
  }

  const describeStatuses = (statuses: Map<number, number>) =>
    [...statuses].map(([status, n]) => `${status}: ${count(n)}`).join(', ')

  // Warm-up: Payload's first requests compile and cache what later ones reuse.
  await post(eventsFor(RUNS + 1, { isForged: true }).slice(0, 200))

  // The database alone: the same number of single-row UPDATEs by provider id, autocommitted, through
  // the same pool (Payload's) by as many senders at once: what PostgreSQL commits a second here.
  async function databaseAlone(run: number): Promise<number> {
    let next = 0
    const sender = async () => {
      while (next < EVENTS) {
        const n = run * EVENTS + next++ + 1
        await pool.query(
          `UPDATE message_deliveries SET status_at = now(), updated_at = now() WHERE provider_id = $1 AND channel = 'email'`,
          [`bench-${n}`],
        )
      }
    }
    const start = performance.now()
    await Promise.all(Array.from({ length: CONCURRENCY }, sender))
    return rate(EVENTS, performance.now() - start)
  }

  type Run = { accepted: Outcome; refused: Outcome; delivered: number; databasePerSecond: number }
  const runs: Run[] = []
  for (let run = 0; run < RUNS; run++) {
    const before = await scalar<number>(
      pool,
      `SELECT count(*)::int AS value FROM message_deliveries WHERE status = 'delivered'`,
    )
    const accepted = await post(eventsFor(run, { isForged: false }))
    const delivered =
      (await scalar<number>(pool, `SELECT count(*)::int AS value FROM message_deliveries WHERE status = 'delivered'`)) -
      before
    const refused = await post(eventsFor(run, { isForged: true }))
    const ceiling = rate(refused.statuses.get(401) ?? 0, refused.ms)
    const databasePerSecond = await databaseAlone(run)
    log(
      `run ${run + 1}/${RUNS}: ${count(accepted.perSecond)} events/s accepted (${describeStatuses(accepted.statuses)}; ${count(delivered)} messages now delivered), ` +
        `p95 ${summarise(accepted.latencies).p95.toFixed(1)} ms; ceiling ${count(ceiling)} refusals/s (${describeStatuses(refused.statuses)}); database alone ${count(databasePerSecond)} UPDATEs/s`,
    )
    runs.push({ accepted, refused: { ...refused, perSecond: ceiling }, delivered, databasePerSecond })
  }

  // A replay of the events already accepted: refused by id, nothing written.
  const replayed = await post(eventsFor(0, { isForged: false }).slice(0, 500))
  const replayedRefused = replayed.statuses.get(409) ?? 0

  const totalMs = bench.elapsedMs()
  const accepted = summarise(runs.map((run) => run.accepted.perSecond))
  const ceiling = summarise(runs.map((run) => run.refused.perSecond))
  const databaseAloneStats = summarise(runs.map((run) => run.databasePerSecond))
  const p95 = summarise(runs.flatMap((run) => run.accepted.latencies)).p95
  const isCorrect =
    runs.every(
      (run) =>
        run.accepted.statuses.get(200) === EVENTS &&
        run.delivered === EVENTS &&
        run.refused.statuses.get(401) === EVENTS,
    ) && replayedRefused === 500
  const isFastEnough = accepted.min >= TARGET_PER_SECOND

  const markdown = [
    '## Delivery-status webhooks (`npm run bench:webhooks`)',
    '',
    ...bench.describe(postgresVersion),
    `- Content: the seed CLI's (\`--demo 0\`) and ${count(total)} messages in \`message_deliveries\` as a bulk send leaves them (status sent, each with its Resend id), inserted with SQL`,
    `- Load: per run, ${count(EVENTS)} Resend \`email.delivered\` events for distinct messages, each signed with its own Svix id, timestamp and signature, ` +
      `posted to \`POST ${PATH}\` through Payload's request handling (\`handleEndpoints\`, in this process, Next's HTTP layer left out) by ${CONCURRENCY} senders at once`,
    '- Each accepted event: signature (HMAC-SHA256) and timestamp checked, then one statement (one commit) records its id in `rate_limits` against replays and moves the message forward to delivered',
    `- Set-up: migrations ${seconds(migrateMs)}, seeding ${seconds(seedMs)}; whole run ${seconds(totalMs)}`,
    '',
    '| Run | Accepted (200) | Messages now delivered | Wall time (s) | Accepted events/s | p95 (ms) | Ceiling: forged events refused/s (401) | Database alone: UPDATEs/s |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...runs.map(
      (run, i) =>
        `| ${i + 1} | ${count(run.accepted.statuses.get(200) ?? 0)} | ${count(run.delivered)} | ${(run.accepted.ms / 1000).toFixed(2)} | ${count(run.accepted.perSecond)} | ` +
        `${summarise(run.accepted.latencies).p95.toFixed(1)} | ${count(run.refused.perSecond)} | ${count(run.databasePerSecond)} |`,
    ),
    '',
    ...MEASUREMENTS_HEADER,
    `| Signed status events accepted/s | ${statsCells(accepted)} | ≥ ${count(TARGET_PER_SECOND)} in every run | ${mark(isFastEnough)} |`,
    `| Ceiling: the same request handling and check, refused, nothing written (/s) | ${statsCells(ceiling)} | | |`,
    `| Database alone: single-row UPDATEs by provider id, autocommitted, through the same pool (/s) | ${statsCells(databaseAloneStats)} | | |`,
    `| Accepted as a share of the ceiling | ${percentOf(accepted.median, ceiling.median)} % | | | | |`,
    `| Every event accepted once and its message delivered; every forged one refused; ${count(500)} replays refused (409) | | | | all runs | ${mark(isCorrect)} |`,
    '',
    `p95 of an accepted event over all runs: ${p95.toFixed(1)} ms at ${CONCURRENCY} at once. Through \`npm start\` Next's own request handling comes on top of both figures.`,
  ].join('\n')
  await finishReport('webhooks', markdown, {
    totalMs,
    isFastEnough,
    target: `${TARGET_PER_SECOND} events/s`,
    isCorrect,
    failure: 'An event was not accepted once, a forged one was let in, or a replay was accepted (see the table)',
  })
}

await runBenchmark(main)
