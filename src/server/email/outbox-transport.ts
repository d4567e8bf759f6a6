import type { Payload } from 'payload'

import { storeInOutbox } from '@/server/outbox'

import type { EmailTransport } from './types'

/** Keeps each message in the read-only `email-outbox` collection instead of sending it. */
export function createOutboxTransport(payload: Payload): EmailTransport {
  return {
    name: 'outbox',
    sendBatch: (messages) =>
      Promise.all(
        messages.map((message) =>
          storeInOutbox(payload, 'email-outbox', {
            to: message.to,
            from: message.from,
            subject: message.subject,
            html: message.html,
            text: message.text,
            headers: message.headers ?? null,
            attachments: message.attachments ?? null,
            idempotencyKey: message.idempotencyKey ?? null,
          }),
        ),
      ),
  }
}
