import type { CollectionAfterChangeHook } from 'payload'

import { registrationCreatedPayload } from '@/lib/webhook-payloads'

/**
 * Every new registration is announced to the configured webhook: a delivery is recorded as pending
 * and the `deliverWebhook` job (src/server/webhooks/deliver-webhook.ts) sends it, retrying with backoff.
 */
export const queueRegistrationWebhook: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const integrations = await req.payload.findGlobal({ slug: 'integrations', depth: 0, overrideAccess: true, req })
  const url = integrations.webhookUrl?.trim()
  if (!url) return doc
  // `doc` is what the creator may read (a visitor reads nothing back), so the webhook reads the record itself.
  const registration = await req.payload.findByID({ collection: 'registrations', id: doc.id, depth: 0, overrideAccess: true, req })
  // The delivery log is server-owned: nobody creates entries over the API.
  const delivery = await req.payload.create({
    collection: 'webhook-deliveries',
    data: { event: 'registration_created', url, body: registrationCreatedPayload(registration), status: 'pending', attempts: 0 },
    overrideAccess: true,
    req,
  })
  await req.payload.jobs.queue({ task: 'deliverWebhook', input: { deliveryId: delivery.id }, req })
  return doc
}
