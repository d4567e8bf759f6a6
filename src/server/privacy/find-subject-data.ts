import type { Payload } from 'payload'

import { normaliseEmail } from '@/lib/normalise'
import { addressPattern, phoneKey, phoneKeySql } from '@/lib/subject-match'
import { poolOf } from '@/server/database/pool'

type Row = { id: number }
const idsOf = (rows: Row[]) => rows.map((row) => row.id)

/**
 * Everything held about one person, found by e-mail address and the phone numbers they gave:
 * their submissions, and every stored message that names them, wherever the address appears (the
 * recipient, a Reply-To, the text of a notice to the church, a webhook's payload, an audit entry).
 */
export async function findSubjectData(payload: Payload, rawEmail: string) {
  const email = normaliseEmail(rawEmail)
  // A subject access request is answered by an admin from the server: every read is a deliberate override.
  const find = <T extends 'registrations' | 'prayer-requests' | 'foundation-school-applications' | 'visit-plans' | 'suppressions' | 'consent-records'>(collection: T) =>
    payload.find({ collection, where: { email: { equals: email } }, limit: 1000, depth: 0, overrideAccess: true, pagination: false })
  const byIds = <T extends 'email-outbox' | 'sms-outbox' | 'message-deliveries'>(collection: T, ids: number[]) =>
    ids.length ? payload.find({ collection, where: { id: { in: ids } }, limit: 1000, depth: 0, overrideAccess: true, pagination: false }).then((found) => found.docs) : Promise.resolve([])

  const [registrations, prayerRequests, foundationSchool, visitPlans, suppressions, consentRecords] = await Promise.all([
    find('registrations'),
    find('prayer-requests'),
    find('foundation-school-applications'),
    find('visit-plans'),
    find('suppressions'),
    find('consent-records'),
  ])
  const phoneKeys = [
    ...new Set(
      [...registrations.docs.map((r) => r.phone), ...prayerRequests.docs.map((p) => p.phone), ...foundationSchool.docs.map((f) => f.mobile), ...visitPlans.docs.map((v) => v.mobile)]
        .map(phoneKey)
        .filter((key): key is string => key !== null),
    ),
  ]
  const pattern = addressPattern(email)
  const pool = poolOf(payload)
  const [emailRows, smsRows, deliveryRows, webhooks, auditEntries] = await Promise.all([
    pool.query<Row>(`SELECT id FROM email_outbox WHERE concat_ws(' ', "to", headers::text, subject, text, html) ~* $1`, [pattern]),
    pool.query<Row>(`SELECT id FROM sms_outbox WHERE ${phoneKeySql('"to"')} = ANY($1::text[])`, [phoneKeys]),
    pool.query<Row>(
      `SELECT id FROM message_deliveries
       WHERE lower(address) = $1 OR registration_id = ANY($2::int[]) OR (address NOT LIKE '%@%' AND ${phoneKeySql('address')} = ANY($3::text[]))`,
      [email, registrations.docs.map((r) => r.id), phoneKeys],
    ),
    pool.query<Row & { event: string; status: string; created_at: string }>(`SELECT id, event, status, created_at FROM webhook_deliveries WHERE body::text ~* $1`, [pattern]),
    pool.query<Row & { action: string; summary: string; created_at: string }>(`SELECT id, action, summary, created_at FROM audit_log WHERE concat_ws(' ', summary, target, details::text) ~* $1`, [pattern]),
  ])
  const [emailsSent, smsSent, messageDeliveries] = await Promise.all([
    byIds('email-outbox', idsOf(emailRows.rows)),
    byIds('sms-outbox', idsOf(smsRows.rows)),
    byIds('message-deliveries', idsOf(deliveryRows.rows)),
  ])
  return {
    email,
    registrations: registrations.docs,
    prayerRequests: prayerRequests.docs,
    foundationSchoolApplications: foundationSchool.docs,
    visitPlans: visitPlans.docs,
    emailsSent,
    smsSent,
    messageDeliveries,
    webhookDeliveries: webhooks.rows,
    auditEntries: auditEntries.rows,
    consentRecords: consentRecords.docs,
    unsubscribed: suppressions.docs.length > 0,
  }
}

export type SubjectData = Awaited<ReturnType<typeof findSubjectData>>

export const subjectCounts = (data: SubjectData) => ({
  registrations: data.registrations.length,
  prayerRequests: data.prayerRequests.length,
  foundationSchoolApplications: data.foundationSchoolApplications.length,
  visitPlans: data.visitPlans.length,
  emailsSent: data.emailsSent.length,
  smsSent: data.smsSent.length,
  messageDeliveries: data.messageDeliveries.length,
  webhookDeliveries: data.webhookDeliveries.length,
  auditEntries: data.auditEntries.length,
  consentRecords: data.consentRecords.length,
})
