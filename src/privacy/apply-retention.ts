import type { Payload, TaskConfig } from 'payload'

import { pruneDoorLog } from '@/checkins'
import { countsInWords, type Noun } from '@/platform/audit/audit-words'
import { retentionCutoffs, type RetentionCutoffs } from './rules/retention'
import { scheduleOnce } from '@/platform/database/schedule-once'
import { env } from '@/platform/env'
import { poolOf } from '@/platform/database/pool'

export type RetentionCounts = {
  prayerRequests: number
  formSubmissions: number
  registrationsAnonymised: number
  peopleAnonymised: number
  outbox: number
  logs: number
}

/** What an anonymised registration keeps: its event, sessions and check-ins (for the counts), nothing personal. */
const ANONYMISED_REGISTRATION = {
  fullName: 'Anonymised registration',
  email: null,
  phone: null,
  notes: null,
  tags: [],
  consentEmail: false,
  consentSms: false,
  // What the person told the event (sensitive answers above all) goes with their name.
  answers: null,
  sensitiveAnswers: null,
}

type Deleted = Exclude<keyof RetentionCounts, 'registrationsAnonymised' | 'peopleAnonymised'>

const DELETED: Record<Deleted, Noun> = {
  prayerRequests: ['prayer request', 'prayer requests'],
  formSubmissions: ['form submission', 'form submissions'],
  outbox: ['outbox message', 'outbox messages'],
  logs: ['log entry', 'log entries'],
}

/** "Retention: deleted 3 prayer requests and 1 form submission; anonymised 2 registrations." */
function retentionSummary(counts: RetentionCounts): string {
  const deleted = countsInWords(counts, DELETED)
  const anonymised = countsInWords(counts, {
    registrationsAnonymised: ['registration', 'registrations'],
    peopleAnonymised: ['person', 'people'],
  })
  return `Retention: ${[deleted && `deleted ${deleted}`, anonymised && `anonymised ${anonymised}`].filter(Boolean).join('; ')}.`
}

/**
 * The tables whose rows go whole once older than their kind's period (the cutoff of the same name), by
 * the count they add to. None of their collections has a delete hook (tests/int/privacy/retention.int.test.ts
 * holds them to that), and what links to a row (Payload's locked-document links, a delivery's log) goes
 * or lets go by the database's own foreign keys; so one statement does what Payload's delete did a
 * document at a time, which took seconds a thousand rows and grew with a year's outbox.
 */
export const EXPIRING_TABLES: Record<Deleted, string[]> = {
  prayerRequests: ['prayer_requests'],
  formSubmissions: ['foundation_school_applications', 'visit_plans'],
  outbox: ['email_outbox', 'sms_outbox'],
  logs: ['message_deliveries', 'messaging_logs', 'webhook_deliveries'],
}

/** Deletes every row past its time (see EXPIRING_TABLES) in one statement; how many went, by kind. */
async function deleteExpired(payload: Payload, cutoffs: RetentionCutoffs): Promise<Record<Deleted, number>> {
  const kinds = Object.keys(EXPIRING_TABLES) as Deleted[]
  const deletes = kinds.flatMap((kind, k) =>
    EXPIRING_TABLES[kind].map(
      (table) => `d_${table} AS (DELETE FROM ${table} WHERE created_at < $${k + 1} RETURNING 1)`,
    ),
  )
  const sums = kinds.map((kind) =>
    EXPIRING_TABLES[kind].map((table) => `(SELECT count(*) FROM d_${table})`).join(' + '),
  )
  const { rows } = await poolOf(payload).query<{ counts: number[] }>(
    `WITH ${deletes.join(', ')} SELECT ARRAY[${sums.map((sum) => `(${sum})::int`).join(', ')}] AS counts`,
    kinds.map((kind) => cutoffs[kind]),
  )
  return Object.fromEntries(kinds.map((kind, k) => [kind, rows[0]!.counts[k]!])) as Record<Deleted, number>
}

/**
 * Deletes or anonymises what is past its time (Site settings → Data retention) and records the
 * counts in the audit log. The clock is a parameter so that tests can move it.
 */
export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionCounts> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const cutoffs = retentionCutoffs(settings.retention ?? {}, now)
  const deleted = await deleteExpired(payload, cutoffs)
  const counts: RetentionCounts = {
    ...deleted,
    registrationsAnonymised: 0,
    peopleAnonymised: 0,
    logs: deleted.logs + (await pruneDoorLog(payload, now)),
  }
  // Each event's registrations are kept for the period after *that* event's last session.
  const { docs: endedEvents } = await payload.find({
    collection: 'events',
    where: { lastEndsAt: { less_than: cutoffs.registrationsOfEventsEndedBefore.toISOString() } },
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  if (endedEvents.length) {
    const { docs } = await payload.update({
      collection: 'registrations',
      where: { and: [{ event: { in: endedEvents.map((event) => event.id) } }, { anonymisedAt: { exists: false } }] },
      data: { ...ANONYMISED_REGISTRATION, anonymisedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    counts.registrationsAnonymised = docs.length
  }

  counts.peopleAnonymised = await anonymisePeople(payload, now, cutoffs.formSubmissions)

  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  if (total > 0) {
    payload.logger.info({ msg: 'Retention applied', counts })
    await payload.create({
      collection: 'audit-log',
      data: { action: 'retention', summary: retentionSummary(counts), details: counts },
      overrideAccess: true,
    })
  }
  return counts
}

/**
 * Every night at 03:00 (server time) through the jobs queue. RETENTION_SCHEDULE=off leaves it out
 * (the browser tests' server, whose seeded event is long over).
 */
export const applyRetentionTask: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  schedule: env('RETENTION_SCHEDULE') === 'off' ? [] : [{ cron: '0 0 3 * * *', queue: 'default', hooks: scheduleOnce }],
  handler: async ({ req }) => {
    await applyRetention(req.payload)
    return { output: {} }
  },
}

/**
 * A person is anonymised once nothing of theirs is inside its retention period: every registration
 * anonymised, no form, message or open follow-up card left (what is past its time was deleted above),
 * and the record itself older than a form's period. The record stays, named "Anonymised person",
 * without addresses, phones, notes or household, so their check-ins still count in the reports; a
 * person merged into another keeps their details for the merge's undo.
 */
async function anonymisePeople(payload: Payload, now: Date, createdBefore: Date): Promise<number> {
  const { rows } = await poolOf(payload).query<{ n: number }>(
    `WITH gone AS (
       UPDATE people p SET full_name = 'Anonymised person', notes = NULL, household_id = NULL, anonymised_at = $1, updated_at = $1
       WHERE p.anonymised_at IS NULL AND p.merged_into_id IS NULL AND p.created_at < $2
         AND NOT EXISTS (SELECT 1 FROM registrations x WHERE x.person_id = p.id AND x.anonymised_at IS NULL)
         AND NOT EXISTS (SELECT 1 FROM prayer_requests x WHERE x.person_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM visit_plans x WHERE x.person_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM foundation_school_applications x WHERE x.person_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM message_deliveries x WHERE x.person_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM follow_up_cards x WHERE x.person_id = p.id AND x.status = 'open')
       RETURNING id
     ), emails AS (DELETE FROM people_emails WHERE _parent_id IN (SELECT id FROM gone))
     , phones AS (DELETE FROM people_phones WHERE _parent_id IN (SELECT id FROM gone))
     SELECT count(*)::int AS n FROM gone`,
    [now.toISOString(), createdBefore.toISOString()],
  )
  return rows[0]!.n
}
