import type { Payload, TaskConfig } from 'payload'

import { env } from '@/platform/env'

import { postWebhook } from '@/platform/net/post-webhook'

/** Five attempts in all, with exponential backoff (30 s, 1 min, 2 min, 4 min by default). */
const WEBHOOK_ATTEMPTS = 5
const retryDelayMs = () => env('WEBHOOK_RETRY_DELAY_MS')

/** One attempt; a failure throws so that the queue retries it after the backoff. */
export async function attemptDelivery(payload: Payload, deliveryId: number): Promise<void> {
  const delivery = await payload.findByID({
    collection: 'webhook-deliveries',
    id: deliveryId,
    depth: 0,
    overrideAccess: true,
  })
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
      lastError: result.ok ? null : result.message,
      status: result.ok ? 'succeeded' : attempts >= WEBHOOK_ATTEMPTS ? 'failed' : 'pending',
      ...(result.ok ? { deliveredAt: new Date().toISOString() } : {}),
    },
  })
  if (!result.ok) throw new Error(`Webhook delivery ${deliveryId} failed (attempt ${attempts}): ${result.message}`)
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
