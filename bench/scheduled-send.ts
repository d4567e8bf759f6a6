/**
 * A scheduled reminder to one session's 10,000 registrants through Resend's API, faked on loopback:
 * `sendDueScheduledMessages` (the `sendScheduledMessages` job) finds the message due, claims each
 * person in `message-deliveries` (one row per message, person and channel), renders their copy with
 * their check-in code, QR image and manage link, and hands it to Resend, exactly as in production.
 *
 * Starts a throwaway PostgreSQL (bench/support.ts), seeds the content with the seed CLI (`--demo 0`),
 * makes an event whose session starts in three days, then inserts its registrations with SQL. Each run
 * is a new copy of the default "Reminder: day before" and a new fake server; the run is timed with the
 * clock set a minute after the reminder falls due, checked (everyone once), then run again to prove
 * nobody gets it twice. Also timed in the same run: the fake server's own ceiling for the same calls.
 * Writes docs/benchmarks.md between the `bench:scheduled` markers.
 *
 *   npm run bench:scheduled                          # 10,000 registrants, 3 runs
 *   BENCH_RECIPIENTS=2000 npm run bench:scheduled    # a quick check
 *   BENCH_SEND_RUNS=5                                # runs to time
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
const REFERENCE_MESSAGES = 2_000
/** As the transport sends a batch whose messages carry attachments: one call each, a batch's worth at a time. */
const REFERENCE_CONCURRENCY = 100

const DAY = 86_400_000

// ---------------------------------------------------------------------------------------------
// The event and its people: one session in three days, everyone registered for it.

async function createEvent(payload: Payload): Promise<{ id: number; title: string }> {
  const start = new Date(Date.now() + 3 * DAY)
  start.setUTCHours(18, 0, 0, 0)
  const event = await payload.create({
    collection: 'events',
    overrideAccess: true,
    depth: 0,
    data: {
      title: 'Bench evening',
      slug: `bench-evening-${Date.now().toString(36)}`,
      _status: 'published',
      registrationCloses: 'last-session-ends',
      sessions: [
        {
          key: 'evening',
          title: 'Evening of praise',
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
          mode: 'in-person',
          venue: 'Church Hall',
          address: '1 Park Road\nCheltenham',
          startsAt_tz: 'Europe/London',
          endsAt_tz: 'Europe/London',
        },
      ],
    },
  })
  // Its own defaults would go in the first run too: each run sends a copy of its own instead.
  await payload.update({
    collection: 'scheduled-messages',
    where: { event: { equals: event.id } },
    data: { enabled: false },
    overrideAccess: true,
    depth: 0,
  })
  return { id: event.id, title: event.title }
}

async function insertRegistrants(payload: Payload, eventId: number, total: number) {
  const keys = { online: 'evening', 'super-sunday': 'evening', both: 'evening' }
  await insertDemoPeople(payload, { id: eventId, keys }, total, {
    seed: 7,
    adjust: (person) => ({ ...person, attendanceChoice: ['online' as const], day1Checkin: false, day2Checkin: false }),
  })
}

// ---------------------------------------------------------------------------------------------
// One run: a new copy of the default reminder, a new fake Resend, the due run timed, then run again.

type SendRun = {
  ms: number
  perSecond: number
  delivered: number
  distinctAddresses: number
  withQr: number
  sent: number
  skipped: number
  failed: number
  againMs: number
  duplicates: number
  sample: DeliveredEmail[]
}

async function sendOnce(payload: Payload, eventId: number, run: number): Promise<SendRun> {
  const { DEFAULT_SCHEDULED_MESSAGES } = await import('../src/messaging/rules/scheduled-messages')
  const { sendDueScheduledMessages } = await import('../src/messaging/send-due-messages')
  return withFakeResend(async (resend) => {
    const reminder = DEFAULT_SCHEDULED_MESSAGES[0]!
    const message = await payload.create({
      collection: 'scheduled-messages',
      overrideAccess: true,
      depth: 0,
      data: {
        name: `${reminder.name} (run ${run})`,
        enabled: true,
        event: eventId,
        sessionKey: 'evening',
        ...reminder.offset,
        audience: reminder.audience,
        purpose: reminder.purpose,
        channels: reminder.channels,
        subject: reminder.subject,
        body: reminder.body,
      },
    })
    const now = new Date(Date.parse(message.dueAt!) + 60_000)

    const start = performance.now()
    const result = await sendDueScheduledMessages(payload, { now })
    const ms = performance.now() - start
    const counts = result?.get(message.id)
    if (!counts) throw new Error('The reminder was not found due')
    const delivered = resend.delivered.length

    // The next run of the job (every minute in production): everyone has it, so nothing goes again.
    const againStart = performance.now()
    await sendDueScheduledMessages(payload, { now: new Date(now.getTime() + 60_000) })
    const againMs = performance.now() - againStart
    await payload.update({
      collection: 'scheduled-messages',
      id: message.id,
      data: { enabled: false },
      overrideAccess: true,
      depth: 0,
    })

    const runResult: SendRun = {
      ms,
      perSecond: rate(delivered, ms),
      delivered,
      distinctAddresses: new Set(resend.delivered.slice(0, delivered).map((email) => email.to)).size,
      withQr: resend.delivered.slice(0, delivered).filter((email) => email.html.includes('cid:checkin-qr')).length,
      sent: counts.sent,
      skipped: counts.skipped,
      failed: counts.failed,
      againMs,
      duplicates: resend.delivered.length - delivered,
      sample: resend.delivered.slice(0, 10),
    }
    log(
      `run ${run}/${RUNS}: ${count(delivered)} delivered in ${seconds(ms)} (${count(runResult.perSecond)} messages/s), counts ${count(counts.sent)} sent / ${counts.skipped} skipped / ${counts.failed} failed; ` +
        `next run ${seconds(againMs)}, ${runResult.duplicates} duplicates`,
    )
    return runResult
  })
}

// ---------------------------------------------------------------------------------------------
// The reference: the fake server's own ceiling for the same calls (one e-mail with its QR image a
// call, a batch's worth at a time), without rendering or the database.

async function fakeServerCeiling(sample: DeliveredEmail[]) {
  const { checkinQrAttachment } = await import('../src/registrations/checkin-qr')
  const attachment = await checkinQrAttachment('http://localhost:3000', 'ABCDEFGH')
  const attachments = [
    {
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
      contentId: attachment.contentId,
    },
  ]
  return fakeResendCeiling({
    endpoint: '/emails',
    bodies: sample.map((email) => JSON.stringify(asResendEmail(email, { attachments }))),
    calls: REFERENCE_MESSAGES,
    concurrency: REFERENCE_CONCURRENCY,
  })
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const bench = startRun(`${count(RECIPIENTS)} registrants, ${RUNS} runs`)
  const { payload, pool, postgresVersion, migrateMs, seedMs } = await startBenchDatabase({ demo: 0 })

  const { value: event, ms: insertMs } = await fillTables(pool, async () => {
    const created = await createEvent(payload)
    await insertRegistrants(payload, created.id, RECIPIENTS)
    return created
  })
  const registrations = await scalar<number>(
    pool,
    'SELECT count(*)::int AS value FROM registrations WHERE event_id = $1',
    [event.id],
  )
  log(`${count(registrations)} registrations of "${event.title}" inserted with SQL (${seconds(insertMs)})`)

  const runs: SendRun[] = []
  for (let run = 1; run <= RUNS; run++) runs.push(await sendOnce(payload, event.id, run))
  const ceiling = await fakeServerCeiling(runs.at(-1)!.sample)

  const totalMs = bench.elapsedMs()
  const throughput = summarise(runs.map((run) => run.perSecond))
  const isCorrect = runs.every(
    (run) =>
      run.delivered === RECIPIENTS &&
      run.distinctAddresses === RECIPIENTS &&
      run.withQr === RECIPIENTS &&
      run.sent === RECIPIENTS &&
      run.failed === 0 &&
      run.skipped === 0 &&
      run.duplicates === 0,
  )
  const isFastEnough = throughput.min > TARGET_PER_SECOND

  const markdown = [
    '## Scheduled reminder (`npm run bench:scheduled`)',
    '',
    ...bench.describe(postgresVersion),
    `- Registrants: ${count(RECIPIENTS)} of one session (demo people inserted with SQL) on the seed CLI's content (\`--demo 0\`); ` +
      `the default "Reminder: day before" (service e-mail with the session, venue, check-in code, QR image and manage link); ${RUNS} runs, each a new copy of it and a new fake Resend server on loopback`,
    `- Set-up: migrations ${seconds(migrateMs)}, seeding ${seconds(seedMs)}, the event and its registrations ${seconds(insertMs)}; whole run ${seconds(totalMs)}`,
    "- How it works: `sendDueScheduledMessages` (the `sendScheduledMessages` job, every minute) finds the reminder due, reads the audience's ids 1,000 at a time, keeps those without a delivery row, " +
      'claims them 100 at a time in `message-deliveries` (unique per message, person and channel), renders each copy with its QR image, hands the batch to Resend ' +
      "(one call per message, since Resend's batch endpoint takes no attachments, each with an idempotency key) and records each result. The timed span is the whole job run, finding the message included.",
    '',
    '| Run | Registrants | Wall time (s) | Messages/s | Delivered (distinct, with QR) | Counts: sent / skipped / failed | Next run: time, duplicates |',
    '|--:|--:|--:|--:|--:|---|---|',
    ...runs.map(
      (run, i) =>
        `| ${i + 1} | ${count(RECIPIENTS)} | ${(run.ms / 1000).toFixed(2)} | ${count(run.perSecond)} | ${count(run.delivered)} (${count(run.distinctAddresses)}, ${count(run.withQr)}) | ` +
        `${count(run.sent)} / ${count(run.skipped)} / ${count(run.failed)} | ${(run.againMs / 1000).toFixed(2)} s, ${run.duplicates} |`,
    ),
    '',
    ...MEASUREMENTS_HEADER,
    `| Messages/s, \`sendDueScheduledMessages\` | ${statsCells(throughput)} | > ${TARGET_PER_SECOND} in every run | ${mark(isFastEnough)} |`,
    `| Every run: each registrant delivered once with their QR code, counts ${count(RECIPIENTS)}/0/0, the next run sent 0 duplicates | | | | all runs | ${mark(isCorrect)} |`,
    '',
    `Reference, the fake server's own ceiling for the same calls, measured in this run: ${count(REFERENCE_MESSAGES)} direct \`fetch\` POSTs to \`/emails\`, ${REFERENCE_CONCURRENCY} at a time, ` +
      `of the messages sent above with a QR image (${(ceiling.bytes / 1024).toFixed(1)} KB a call): ${seconds(ceiling.ms)}, ` +
      `**${count(ceiling.perSecond)} messages/s**; the job's median is ${percentOf(throughput.median, ceiling.perSecond)} % of it.`,
  ].join('\n')
  await finishReport('scheduled', markdown, {
    totalMs,
    isFastEnough,
    target: `${TARGET_PER_SECOND} messages/s`,
    isCorrect,
    failure: 'A run did not deliver to everyone exactly once (see the table)',
  })
}

await runBenchmark(main)
