import type { Payload } from 'payload'

import type { EmailTransport } from './types'

/** Keeps each message in the read-only `email-outbox` collection instead of sending it. */
export function createOutboxTransport(payload: Payload): EmailTransport {
  return {
    name: 'outbox',
    async sendBatch(messages) {
      return Promise.all(
        messages.map(async (message) => {
          try {
            if (message.idempotencyKey) {
              const { docs } = await payload.find({ collection: 'email-outbox', where: { idempotencyKey: { equals: message.idempotencyKey } }, limit: 1, depth: 0, overrideAccess: true, select: {} })
              if (docs[0]) return { isSent: true as const, id: String(docs[0].id) }
            }
            // The outbox is server-owned: nobody may create entries over the API, so this write overrides access.
            const doc = await payload.create({
              collection: 'email-outbox',
              overrideAccess: true,
              data: {
                to: message.to,
                from: message.from,
                subject: message.subject,
                html: message.html,
                text: message.text,
                headers: message.headers ?? null,
                attachments: message.attachments ?? null,
                idempotencyKey: message.idempotencyKey ?? null,
              },
            })
            return { isSent: true as const, id: String(doc.id) }
          } catch (error) {
            return { isSent: false as const, error: error instanceof Error ? error.message : String(error) }
          }
        }),
      )
    },
  }
}
