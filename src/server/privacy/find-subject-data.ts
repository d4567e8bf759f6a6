import type { Payload } from 'payload'

import { normaliseEmail } from '@/lib/normalise'
import { poolOf } from '@/server/database/pool'

/** Everything held about one person, found by e-mail address (and the phone numbers they gave). */
export async function findSubjectData(payload: Payload, rawEmail: string) {
  const email = normaliseEmail(rawEmail)
  // A subject access request is answered by an admin from the server: every read is a deliberate override.
  const find = <T extends 'registrations' | 'prayer-requests' | 'foundation-school-applications' | 'visit-plans' | 'email-outbox' | 'message-deliveries' | 'suppressions' | 'consent-records'>(collection: T, field: string) =>
    payload.find({ collection, where: { [field]: { equals: email } }, limit: 1000, depth: 0, overrideAccess: true, pagination: false })
  const [registrations, prayerRequests, foundationSchool, visitPlans, emails, deliveries, suppressions, consentRecords] = await Promise.all([
    find('registrations', 'email'),
    find('prayer-requests', 'email'),
    find('foundation-school-applications', 'email'),
    find('visit-plans', 'email'),
    find('email-outbox', 'to'),
    find('message-deliveries', 'address'),
    find('suppressions', 'email'),
    find('consent-records', 'email'),
  ])
  const phones = [...new Set(registrations.docs.map((r) => r.phone).filter((p): p is string => Boolean(p)))]
  const { rows: webhooks } = await poolOf(payload).query(`SELECT id, event, status, created_at FROM webhook_deliveries WHERE body->'data'->>'email' = $1`, [email])
  const sms = phones.length
    ? await payload.find({ collection: 'sms-outbox', where: { to: { in: phones } }, limit: 1000, depth: 0, overrideAccess: true, pagination: false })
    : { docs: [] }
  return {
    email,
    registrations: registrations.docs,
    prayerRequests: prayerRequests.docs,
    foundationSchoolApplications: foundationSchool.docs,
    visitPlans: visitPlans.docs,
    emailsSent: emails.docs,
    smsSent: sms.docs,
    messageDeliveries: deliveries.docs,
    webhookDeliveries: webhooks,
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
  consentRecords: data.consentRecords.length,
})
