import type { Payload, PayloadRequest } from 'payload'

import { audit } from '@/server/audit'
import { withTransaction } from '@/server/transaction'

import { findSubjectData, subjectCounts } from './find-subject-data'

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
