import type { Payload, PayloadRequest } from 'payload'

import { normaliseEmail } from '@/lib/normalise'
import { audit } from '@/server/audit'
import { poolOf } from '@/server/database/pool'
import { withTransaction } from '@/server/transaction'

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

/**
 * Erases everything held about a person in one transaction, keeps their address on the suppression
 * list (so they are never messaged again) and records that an erasure happened, with counts but
 * without the address, in the audit log.
 */
export async function eraseSubject(req: PayloadRequest, rawEmail: string) {
  const data = await findSubjectData(req.payload, rawEmail)
  const counts = subjectCounts(data)
  return withTransaction(req, async () => {
    const remove = async (collection: Parameters<Payload['delete']>[0]['collection'], ids: Array<number | string>) => {
      if (ids.length) await req.payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, req })
    }
    await remove('message-deliveries', data.messageDeliveries.map((d) => d.id))
    await remove('email-outbox', data.emailsSent.map((d) => d.id))
    await remove('sms-outbox', data.smsSent.map((d) => d.id))
    await remove('prayer-requests', data.prayerRequests.map((d) => d.id))
    await remove('foundation-school-applications', data.foundationSchoolApplications.map((d) => d.id))
    await remove('visit-plans', data.visitPlans.map((d) => d.id))
    await remove('webhook-deliveries', data.webhookDeliveries.map((d) => Number(d.id)))
    await remove('consent-records', data.consentRecords.map((d) => d.id))
    await remove('registrations', data.registrations.map((d) => d.id))
    if (!data.unsubscribed) {
      await req.payload.create({ collection: 'suppressions', data: { email: data.email, source: 'erasure' }, overrideAccess: true, req })
    }
    const removed = Object.entries(counts).filter(([, n]) => n > 0)
    await audit(req, {
      action: 'erasure',
      summary: `Erased one person's data: ${removed.length ? removed.map(([k, n]) => `${k} ${n}`).join(', ') : 'nothing was held'}`,
      details: counts,
    })
    return counts
  })
}
