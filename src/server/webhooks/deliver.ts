import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import { registrationCreatedPayload } from '@/lib/webhook-payloads'

import { postWebhook } from './post'

/** Five attempts in all, with exponential backoff (30 s, 1 min, 2 min, 4 min by default). */
export const WEBHOOK_ATTEMPTS = 5
const retryDelayMs = () => Number(process.env.WEBHOOK_RETRY_DELAY_MS ?? 30_000)

/** After a registration is created, announce it to the configured webhook through the jobs queue. */
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

/** One attempt; a failure throws so that the queue retries it after the backoff. */
export async function attemptDelivery(payload: Payload, deliveryId: number): Promise<void> {
  const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, depth: 0, overrideAccess: true })
  if (delivery.status !== 'pending') return
  const integrations = await payload.findGlobal({ slug: 'integrations', depth: 0, overrideAccess: true })
  const result = await postWebhook(delivery.url, delivery.body, { secret: integrations.webhookSecret })
  const attempts = (delivery.attempts ?? 0) + 1
  await payload.update({
    collection: 'webhook-deliveries',
    id: deliveryId,
    overrideAccess: true,
    data: {
      attempts,
      lastStatus: result.status,
      lastError: result.error,
      status: result.ok ? 'succeeded' : attempts >= WEBHOOK_ATTEMPTS ? 'failed' : 'pending',
      ...(result.ok ? { deliveredAt: new Date().toISOString() } : {}),
    },
  })
  if (!result.ok) throw new Error(`Webhook delivery ${deliveryId} failed (attempt ${attempts}): ${result.error}`)
}

export const deliverWebhookTask: TaskConfig<'deliverWebhook'> = {
  slug: 'deliverWebhook',
  inputSchema: [{ name: 'deliveryId', type: 'number', required: true }],
  retries: { attempts: WEBHOOK_ATTEMPTS - 1, backoff: { type: 'exponential', delay: retryDelayMs() } },
  handler: async ({ input, req }) => {
    await attemptDelivery(req.payload, input.deliveryId)
    return { output: {} }
  },
}
