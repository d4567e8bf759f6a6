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
