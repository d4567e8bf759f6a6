import type { Payload } from 'payload'

import type { EmailOutbox, SmsOutbox } from '@/payload-types'
import type { SendResult } from '../email/types'

type OutboxData = {
  'email-outbox': Omit<EmailOutbox, 'id' | 'createdAt' | 'updatedAt'>
  'sms-outbox': Omit<SmsOutbox, 'id' | 'createdAt' | 'updatedAt'>
}

/**
 * Keeps one message in a local outbox (e-mail or SMS) instead of sending it, once per idempotency
 * key: a retried batch finds its earlier entry. The outboxes are server-owned, hence the override.
 */
export async function storeInOutbox<C extends keyof OutboxData>(
  payload: Payload,
  collection: C,
  data: OutboxData[C],
): Promise<SendResult> {
  try {
    if (data.idempotencyKey) {
      const { docs } = await payload.find({
        collection,
        where: { idempotencyKey: { equals: data.idempotencyKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const existing = docs[0] as { id: number } | undefined
      if (existing) return { isSent: true, id: String(existing.id), isKeptInOutbox: true }
    }
    const doc = await payload.create({ collection, overrideAccess: true, data: data as never })
    return { isSent: true, id: String(doc.id), isKeptInOutbox: true }
  } catch (error) {
    return { isSent: false, error: error instanceof Error ? error.message : String(error) }
  }
}
