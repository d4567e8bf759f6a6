import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { countsInWords, type Noun } from '@/platform/audit/audit-words'
import { addressPattern } from './rules/subject-match'
import { audit } from '@/platform/audit/audit'
import { transactionSession } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'

import { findSubjectData, subjectCounts, subjectEventTitles, type SubjectData } from './find-subject-data'

/**
 * Erases everything held about a person in one transaction: their submissions and every stored
 * message that names them are deleted, and audit entries that name their address keep what was
 * done but lose the address. Their address stays on the suppression list (so they are never
 * messaged again) and the erasure itself is audited with counts and the events they were registered
 * for, without the address. Their registrations go in every event, and their check-ins with them.
 */
export async function eraseSubject(req: PayloadRequest, rawEmail: string) {
  const data = await findSubjectData(req.payload, rawEmail)
  const counts = subjectCounts(data)
  const events = subjectEventTitles(data)
  return withTransaction(req, async () => {
    const remove = async (collection: Parameters<Payload['delete']>[0]['collection'], ids: Array<number | string>) => {
      if (ids.length) await req.payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, req })
    }
    await remove(
      'message-deliveries',
      data.messageDeliveries.map((d) => d.id),
    )
    await remove(
      'email-outbox',
      data.emailsSent.map((d) => d.id),
    )
    await remove(
      'sms-outbox',
      data.smsSent.map((d) => d.id),
    )
    await remove(
      'prayer-requests',
      data.prayerRequests.map((d) => d.id),
    )
    await remove(
      'foundation-school-applications',
      data.foundationSchoolApplications.map((d) => d.id),
    )
    await remove(
      'visit-plans',
      data.visitPlans.map((d) => d.id),
    )
    await remove(
      'webhook-deliveries',
      data.webhookDeliveries.map((d) => Number(d.id)),
    )
    await remove(
      'consent-records',
      data.consentRecords.map((d) => d.id),
    )
    await remove(
      'registrations',
      data.registrations.map((d) => d.id),
    )
    await erasePeople(req, data.people)
    await redactAuditEntries(
      req,
      data.email,
      data.auditEntries.map((d) => d.id),
    )
    if (!data.unsubscribed) {
      await req.payload.create({
        collection: 'suppressions',
        data: { email: data.email, source: 'erasure' },
        overrideAccess: true,
        req,
      })
    }
    await audit(req, { action: 'erasure', summary: erasureSummary(counts, events), details: { ...counts, events } })
    return counts
  })
}

type SubjectCounts = ReturnType<typeof subjectCounts>

const ERASED: Record<keyof SubjectCounts, Noun> = {
  registrations: ['registration', 'registrations'],
  checkins: ['check-in', 'check-ins'],
  prayerRequests: ['prayer request', 'prayer requests'],
  foundationSchoolApplications: ['foundation school application', 'foundation school applications'],
  visitPlans: ['planned visit', 'planned visits'],
  emailsSent: ['e-mail', 'e-mails'],
  smsSent: ['text message', 'text messages'],
  messageDeliveries: ['bulk message delivery', 'bulk message deliveries'],
  webhookDeliveries: ['webhook delivery', 'webhook deliveries'],
  auditEntries: ['audit entry (address removed)', 'audit entries (address removed)'],
  consentRecords: ['consent record', 'consent records'],
  people: ['person record', 'person records'],
  followUpCards: ['follow-up card', 'follow-up cards'],
}

/** "Erased one person's data: 2 registrations (Outreach Event 2025; Family Fun Day) and 1 check-in.": counts, and which events, never who. */
function erasureSummary(counts: SubjectCounts, events: string[]): string {
  const removed = countsInWords(counts, ERASED, events.length ? { registrations: `(${events.join('; ')})` } : {})
  return removed ? `Erased one person's data: ${removed}.` : "Erased one person's data: nothing was held."
}

/**
 * The audit log is kept whole (nobody edits it over the API), but the record of what staff did does
 * not need the person's address: it is replaced where it appears, in the same transaction.
 */
async function redactAuditEntries(req: PayloadRequest, email: string, ids: number[]) {
  if (!ids.length) return
  const db = (await transactionSession(req)) ?? (req.payload.db as unknown as PostgresAdapter).drizzle
  const pattern = addressPattern(email)
  const erased = '(erased)'
  await db.execute(sql`
    UPDATE audit_log SET
      summary = regexp_replace(summary, ${pattern}, ${erased}, 'gi'),
      target = regexp_replace(target, ${pattern}, ${erased}, 'gi'),
      details = regexp_replace(details::text, ${pattern}, ${erased}, 'gi')::jsonb
    WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
}

/**
 * The person records go (their addresses and phones with them, their follow-up cards by cascade),
 * with the merges that kept a snapshot of their details, and a household left without anyone (it
 * is named after them).
 */
async function erasePeople(req: PayloadRequest, people: SubjectData['people']) {
  if (!people.length) return
  const ids = people.map((person) => person.id)
  const households = [
    ...new Set(
      people
        .map((person) => (typeof person.household === 'object' ? person.household?.id : person.household))
        .filter((id): id is number => typeof id === 'number'),
    ),
  ]
  const db = (await transactionSession(req)) ?? (req.payload.db as unknown as PostgresAdapter).drizzle
  const list = (values: number[]) =>
    sql.join(
      values.map((id) => sql`${id}`),
      sql`, `,
    )
  await db.execute(sql`DELETE FROM person_merges WHERE kept_id IN (${list(ids)}) OR merged_id IN (${list(ids)})`)
  await db.execute(sql`DELETE FROM people WHERE id IN (${list(ids)})`)
  if (households.length)
    await db.execute(
      sql`DELETE FROM households h WHERE h.id IN (${list(households)}) AND NOT EXISTS (SELECT 1 FROM people p WHERE p.household_id = h.id)`,
    )
}
