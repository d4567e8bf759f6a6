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
import os from 'node:os'
import { performance } from 'node:perf_hooks'

import type { Payload } from 'payload'

import { buildDemoRegistrations } from '../src/seed/demo-registrations'
import { insertDemoRegistrations } from '../src/seed/insert-demo'
import { startFakeResend, type DeliveredEmail } from '../tests/helpers/fake-resend'

import { describeRun, log, mark, positiveInteger, runBenchmark, scalar, seconds, startBenchDatabase, summarise, writeDocSection } from './support'

const RECIPIENTS = Math.max(1, positiveInteger('BENCH_RECIPIENTS', 10_000))
const RUNS = Math.max(1, positiveInteger('BENCH_SEND_RUNS', 3))
const TARGET_PER_SECOND = 200
const INSERT_CHUNK = 2_000
const REFERENCE_CALLS = 100
const REFERENCE_BATCH = 100

const count = (value: number) => Math.round(value).toLocaleString('en-GB')
const rate = (messages: number, ms: number) => messages / (ms / 1000)

// ---------------------------------------------------------------------------------------------
// Recipients: demo people (names, e-mails, phones, attendance), every one consenting to e-mail and
// nobody checked in yet, written the way `npm run seed -- --demo` writes them.

async function insertRecipients(payload: Payload, total: number) {
  // They register for the event the seed features, the outreach event.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { featuredEvent: true } })
  const eventId = typeof settings.featuredEvent === 'object' && settings.featuredEvent ? settings.featuredEvent.id : settings.featuredEvent
  if (!eventId) throw new Error('The seed featured no event')
  for (let offset = 0; offset < total; offset += INSERT_CHUNK) {
    const people = buildDemoRegistrations(Math.min(INSERT_CHUNK, total - offset), 42, offset)
    await insertDemoRegistrations(
      payload,
      eventId,
      people.map((person) => ({ ...person, consentEmail: true, day1Checkin: false, day2Checkin: false })),
    )
  }
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
  const { runBulkSend } = await import('../src/server/messaging/run-bulk-send')
  const { resolveAudience } = await import('../src/server/messaging/resolve-audience')
  const resend = await startFakeResend()
  try {
    // The e-mail module reads these when a send starts.
    process.env.RESEND_API_KEY = 're_bench'
    process.env.RESEND_BASE_URL = resend.baseUrl
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
    const sent = await payload.findByID({ collection: 'messaging-logs', id: created.id, depth: 0, overrideAccess: true })
    const delivered = resend.delivered.length
    const distinctAddresses = new Set(resend.delivered.map((email) => email.to)).size
    const batchSizes = [...resend.batchSizes]

    // The same send resumed (as a retried job would be): everyone is claimed, so nothing goes again.
    await payload.update({ collection: 'messaging-logs', id: created.id, data: { status: 'sending' }, overrideAccess: true, depth: 0 })
    const resumeStart = performance.now()
    await runBulkSend(payload, created.id)
    const resumeMs = performance.now() - resumeStart
    const resumed = await payload.findByID({ collection: 'messaging-logs', id: created.id, depth: 0, overrideAccess: true })

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
  } finally {
    await resend.close()
  }
}

// ---------------------------------------------------------------------------------------------
// The reference: the fake server's own ceiling for one sender posting batches one after another.

async function fakeServerCeiling(sample: DeliveredEmail[]) {
  const resend = await startFakeResend()
  try {
    const emails = Array.from({ length: REFERENCE_BATCH }, (_, i) => sample[i % sample.length]!).map((email) => ({
      from: 'Bench <bench@bench.example>',
      to: [email.to],
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
    }))
    const body = JSON.stringify(emails)
    const post = async (key: string) => {
      const response = await fetch(`${resend.baseUrl}/emails/batch`, {
        method: 'POST',
        headers: { authorization: 'Bearer re_bench', 'content-type': 'application/json', 'idempotency-key': key, 'x-batch-validation': 'permissive' },
        body,
      })
      if (!response.ok) throw new Error(`The fake Resend answered ${response.status}: ${await response.text()}`)
      await response.arrayBuffer()
    }
    await post('bench-reference-warm-up')
    const start = performance.now()
    for (let i = 0; i < REFERENCE_CALLS; i++) await post(`bench-reference-${i}`)
    const ms = performance.now() - start
    const messages = resend.delivered.length - REFERENCE_BATCH
    if (messages !== REFERENCE_CALLS * REFERENCE_BATCH) throw new Error(`The fake Resend took ${messages} of ${REFERENCE_CALLS * REFERENCE_BATCH} reference messages`)
    log(`fake Resend ceiling: ${count(messages)} messages in ${REFERENCE_CALLS} calls, ${seconds(ms)} (${count(rate(messages, ms))} messages/s)`)
    return { ms, messages, perSecond: rate(messages, ms), bytes: body.length }
  } finally {
    await resend.close()
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date()
  const loadAverage = os.loadavg()
  const overallStart = performance.now()
  log(`${count(RECIPIENTS)} recipients, ${RUNS} runs`)

  const { payload, pool, postgresVersion, migrateMs, seedMs } = await startBenchDatabase({ demo: 0 })

  const insertStart = performance.now()
  await insertRecipients(payload, RECIPIENTS)
  await pool.query('VACUUM ANALYZE')
  const insertMs = performance.now() - insertStart
  const registrations = await scalar<number>(pool, 'SELECT count(*)::int AS value FROM registrations')
  log(`${count(registrations)} registrations inserted with SQL (${seconds(insertMs)})`)

  // Whom the product itself says the send reaches.
  const { recipientWhere } = await import('../src/server/messaging/count-recipients')
  const { MESSAGING_AUDIENCE_FILTERS } = await import('../src/lib/audience')
  const expected = (await payload.count({ collection: 'registrations', where: recipientWhere(MESSAGING_AUDIENCE_FILTERS.all, 'email', 'marketing'), overrideAccess: true })).totalDocs
  if (expected !== RECIPIENTS) log(`warning: ${count(expected)} recipients for a marketing e-mail to everyone, expected ${count(RECIPIENTS)}`)

  const runs: SendRun[] = []
  for (let run = 1; run <= RUNS; run++) runs.push(await sendOnce(payload, run, expected))
  const ceiling = await fakeServerCeiling(runs.at(-1)!.sample)

  const totalMs = performance.now() - overallStart
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
    ...describeRun(startedAt, loadAverage, postgresVersion),
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
    '| Measurement | Median | Min | Max | Target | Result |',
    '|---|--:|--:|--:|--:|---|',
    `| Messages/s, \`runBulkSend\` | ${count(throughput.median)} | ${count(throughput.min)} | ${count(throughput.max)} | > ${TARGET_PER_SECOND} in every run | ${mark(isFastEnough)} |`,
    `| Every run: each recipient delivered once, batches ≤ 100, log completed ${count(RECIPIENTS)}/0, resume sent 0 duplicates | | | | all runs | ${mark(isCorrect)} |`,
    '',
    `Reference, the fake server's own ceiling: ${REFERENCE_CALLS} direct \`fetch\` POSTs to \`/emails/batch\`, one after another, of ${REFERENCE_BATCH} of the messages sent above ` +
      `(${(ceiling.bytes / 1024).toFixed(0)} KB a call, each with its own Idempotency-Key): ${count(ceiling.messages)} messages in ${seconds(ceiling.ms)}, ` +
      `**${count(ceiling.perSecond)} messages/s**; the send's median is ${((throughput.median / ceiling.perSecond) * 100).toFixed(0)} % of it.`,
  ].join('\n')
  console.log(`\n${markdown}`)
  await writeDocSection('send', markdown)
  log(`Whole run ${seconds(totalMs)}`)

  if (!isFastEnough) log(`slowest run under ${TARGET_PER_SECOND} messages/s (reported, not an error)`)
  if (!isCorrect) throw new Error('A send did not deliver to everyone exactly once (see the table)')
}

await runBenchmark(main)
