/**
 * A real bulk e-mail send to many people through Resend's API, faked on loopback: `runBulkSend`
 * (the job behind the Messaging center's Send button) claims each recipient in `message-deliveries`,
 * renders their copy and posts batches of 100 with idempotency keys, exactly as in production.
 *
 * Starts a throwaway PostgreSQL (bench/support.ts), seeds the content with the seed CLI (`--demo 0`),
 * then inserts the registrations with SQL (the CLI takes ~10 s per 1,000), every one consenting to
 * e-mail. Each run is a new messaging log (audience "All registrations", marketing) and a new fake
 * server; the send is timed, checked (everyone once, log completed), then resumed to prove nobody gets
 * it twice. Also timed: the fake server's own ceiling, so the figure can be judged on a noisy machine.
 * Writes docs/benchmarks.md between the `bench:send` markers.
 *
 *   npm run bench:send                            # 10,000 recipients, 3 runs
 *   BENCH_RECIPIENTS=2000 npm run bench:send      # a quick check
 *   BENCH_SEND_RUNS=5                             # runs (sends) to time
 */
import { performance } from 'node:perf_hooks'

import type { Payload } from 'payload'

import type { DeliveredEmail } from '../tests/helpers/fake-resend'

import {
  asResendEmail,
  count,
  fakeResendCeiling,
  fillTables,
  finishReport,
  insertDemoPeople,
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
  withFakeResend,
} from './support'

const RECIPIENTS = Math.max(1, positiveInteger('BENCH_RECIPIENTS', 10_000))
const RUNS = Math.max(1, positiveInteger('BENCH_SEND_RUNS', 3))
const TARGET_PER_SECOND = 200
const REFERENCE_CALLS = 100
const REFERENCE_BATCH = 100

// ---------------------------------------------------------------------------------------------
// Recipients: demo people (names, e-mails, phones, attendance), every one consenting to e-mail and
// nobody checked in yet, written the way `npm run seed -- --demo` writes them.

async function insertRecipients(payload: Payload, total: number) {
  // They register for the event the seed features, the outreach event.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { featuredEvent: true } })
  const eventId =
    typeof settings.featuredEvent === 'object' && settings.featuredEvent
      ? settings.featuredEvent.id
      : settings.featuredEvent
  if (!eventId) throw new Error('The seed featured no event')
  await insertDemoPeople(payload, eventId, total, {
    seed: 42,
    adjust: (person) => ({ ...person, consentEmail: true, day1Checkin: false, day2Checkin: false }),
  })
}

// ---------------------------------------------------------------------------------------------
// One send: a new log, a new fake Resend, the send timed, then resumed.

type SendRun = {
  ms: number
  perSecond: number
  batches: number
  maxBatch: number
  delivered: number
  distinctAddresses: number
  status: string
  sentCount: number
  failedCount: number
  resumeMs: number
  duplicates: number
  resumeStatus: string
  sample: DeliveredEmail[]
}

async function sendOnce(payload: Payload, run: number, expected: number): Promise<SendRun> {
  const { runBulkSend } = await import('../src/messaging/run-bulk-send')
  const { resolveAudience } = await import('../src/messaging/resolve-audience')
  return withFakeResend(async (resend) => {
    const audience = await resolveAudience(payload, 'all')
    if (!audience) throw new Error('The "all" audience did not resolve')
    const created = await payload.create({
      collection: 'messaging-logs',
      overrideAccess: true,
      depth: 0,
      data: {
        type: 'email',
        purpose: 'marketing',
        subject: `Bench ${run} [FirstName]`,
        content: 'Hello [FirstName], see you on [EventDate]. [Email]',
        audience,
        recipientCount: expected,
        status: 'pending',
      },
    })

    const start = performance.now()
    await runBulkSend(payload, created.id)
    const ms = performance.now() - start
    const sent = await payload.findByID({
      collection: 'messaging-logs',
      id: created.id,
      depth: 0,
      overrideAccess: true,
    })
    const delivered = resend.delivered.length
    const distinctAddresses = new Set(resend.delivered.map((email) => email.to)).size
    const batchSizes = [...resend.batchSizes]

    // The same send resumed (as a retried job would be): everyone is claimed, so nothing goes again.
    await payload.update({
      collection: 'messaging-logs',
      id: created.id,
      data: { status: 'sending' },
      overrideAccess: true,
      depth: 0,
    })
    const resumeStart = performance.now()
    await runBulkSend(payload, created.id)
    const resumeMs = performance.now() - resumeStart
    const resumed = await payload.findByID({
      collection: 'messaging-logs',
      id: created.id,
      depth: 0,
      overrideAccess: true,
    })

    const result: SendRun = {
      ms,
      perSecond: rate(delivered, ms),
      batches: batchSizes.length,
      maxBatch: batchSizes.length ? Math.max(...batchSizes) : 0,
      delivered,
      distinctAddresses,
      status: sent.status,
      sentCount: Number(sent.sentCount ?? 0),
      failedCount: Number(sent.failedCount ?? 0),
      resumeMs,
      duplicates: resend.delivered.length - delivered,
      resumeStatus: `${resumed.status}, ${count(Number(resumed.sentCount ?? 0))}/${count(Number(resumed.failedCount ?? 0))}`,
      sample: resend.delivered.slice(0, REFERENCE_BATCH),
    }
    log(
      `run ${run}/${RUNS}: ${count(delivered)} delivered in ${seconds(ms)} (${count(result.perSecond)} messages/s), ` +
        `${result.batches} batches (max ${result.maxBatch}), log ${result.status} ${count(result.sentCount)}/${count(result.failedCount)}; ` +
        `resume ${seconds(resumeMs)}, ${result.duplicates} duplicates`,
    )
    return result
  })
}

// ---------------------------------------------------------------------------------------------
// The reference: the fake server's own ceiling for one sender posting batches one after another.

function fakeServerCeiling(sample: DeliveredEmail[]) {
  const emails = Array.from({ length: REFERENCE_BATCH }, (_, i) => asResendEmail(sample[i % sample.length]!))
  return fakeResendCeiling({
    endpoint: '/emails/batch',
    bodies: [JSON.stringify(emails)],
    calls: REFERENCE_CALLS,
    messagesPerCall: REFERENCE_BATCH,
    headers: { 'x-batch-validation': 'permissive' },
    warmUp: true,
  })
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const bench = startRun(`${count(RECIPIENTS)} recipients, ${RUNS} runs`)
  const { payload, pool, postgresVersion, migrateMs, seedMs } = await startBenchDatabase({ demo: 0 })

  const { ms: insertMs } = await fillTables(pool, () => insertRecipients(payload, RECIPIENTS))
  const registrations = await scalar<number>(pool, 'SELECT count(*)::int AS value FROM registrations')
  log(`${count(registrations)} registrations inserted with SQL (${seconds(insertMs)})`)

  // Whom the product itself says the send reaches.
  const { recipientWhere } = await import('../src/messaging/count-recipients')
  const { MESSAGING_AUDIENCE_FILTERS } = await import('../src/registrations/rules/audience')
  const expected = (
    await payload.count({
      collection: 'registrations',
      where: recipientWhere(MESSAGING_AUDIENCE_FILTERS.all, 'email', 'marketing'),
      overrideAccess: true,
    })
  ).totalDocs
  if (expected !== RECIPIENTS)
    log(`warning: ${count(expected)} recipients for a marketing e-mail to everyone, expected ${count(RECIPIENTS)}`)

  const runs: SendRun[] = []
  for (let run = 1; run <= RUNS; run++) runs.push(await sendOnce(payload, run, expected))
  const ceiling = await fakeServerCeiling(runs.at(-1)!.sample)

  const totalMs = bench.elapsedMs()
  const throughput = summarise(runs.map((run) => run.perSecond))
  const checks = runs.map(
    (run) =>
      run.delivered === RECIPIENTS &&
      run.distinctAddresses === RECIPIENTS &&
      run.maxBatch <= 100 &&
      run.status === 'completed' &&
      run.sentCount === RECIPIENTS &&
      run.failedCount === 0 &&
      run.duplicates === 0,
  )
  const isCorrect = checks.every(Boolean)
  const isFastEnough = throughput.min > TARGET_PER_SECOND

  const markdown = [
    '## Bulk e-mail send (`npm run bench:send`)',
    '',
    ...bench.describe(postgresVersion),
    `- Recipients: ${count(RECIPIENTS)} registrations (demo people inserted with SQL, all consenting to e-mail) on the seed CLI's content (\`--demo 0\`); ` +
      `a marketing e-mail to "All registrations" with merge fields; ${RUNS} runs, each a new messaging log and a new fake Resend server on loopback`,
    `- Set-up: migrations ${seconds(migrateMs)}, seeding ${seconds(seedMs)}, inserting the registrations ${seconds(insertMs)}; whole run ${seconds(totalMs)}`,
    '- How the send works: `runBulkSend` (the `sendBulkMessage` job) reads the audience 100 at a time, claims each person in `message-deliveries` ' +
      '(a person already claimed is skipped), posts the batch of 100 to Resend with an idempotency key per batch, then records each result and the running counts on the log.',
    '',
    '| Run | Recipients | Wall time (s) | Messages/s | Batches (max size) | Delivered (distinct) | Log: status, sent/failed | Resumed: time, duplicates, log |',
    '|--:|--:|--:|--:|--:|--:|---|---|',
    ...runs.map(
      (run, i) =>
        `| ${i + 1} | ${count(RECIPIENTS)} | ${(run.ms / 1000).toFixed(2)} | ${count(run.perSecond)} | ${count(run.batches)} (${run.maxBatch}) | ` +
        `${count(run.delivered)} (${count(run.distinctAddresses)}) | ${run.status}, ${count(run.sentCount)}/${count(run.failedCount)} | ` +
        `${(run.resumeMs / 1000).toFixed(2)} s, resume sent ${run.duplicates} duplicates, ${run.resumeStatus} |`,
    ),
    '',
    ...MEASUREMENTS_HEADER,
    `| Messages/s, \`runBulkSend\` | ${statsCells(throughput)} | > ${TARGET_PER_SECOND} in every run | ${mark(isFastEnough)} |`,
    `| Every run: each recipient delivered once, batches ≤ 100, log completed ${count(RECIPIENTS)}/0, resume sent 0 duplicates | | | | all runs | ${mark(isCorrect)} |`,
    '',
    `Reference, the fake server's own ceiling: ${REFERENCE_CALLS} direct \`fetch\` POSTs to \`/emails/batch\`, one after another, of ${REFERENCE_BATCH} of the messages sent above ` +
      `(${(ceiling.bytes / 1024).toFixed(0)} KB a call, each with its own Idempotency-Key): ${count(ceiling.messages)} messages in ${seconds(ceiling.ms)}, ` +
      `**${count(ceiling.perSecond)} messages/s**; the send's median is ${percentOf(throughput.median, ceiling.perSecond)} % of it.`,
  ].join('\n')
  await finishReport('send', markdown, {
    totalMs,
    isFastEnough,
    target: `${TARGET_PER_SECOND} messages/s`,
    isCorrect,
    failure: 'A send did not deliver to everyone exactly once (see the table)',
  })
}

await runBenchmark(main)
