import type { Payload } from 'payload'

import { isProduction } from '../env'
import { storeInOutbox } from '../outbox/store-in-outbox'

import type { EmailTransport } from './types'
import { withholdSecrets } from './withhold-secrets'

/**
 * Keeps each message in the read-only `email-outbox` collection instead of sending it. A one-time
 * link is never kept there (staff read the outbox); in development, where nothing is sent, it is
 * printed to the server log instead, so a developer can still follow it.
 */
export function createOutboxTransport(payload: Payload): EmailTransport {
  return {
    name: 'outbox',
    sendBatch: (messages) =>
      Promise.all(
        messages.map((original) => {
          const { message, withheldLinks } = withholdSecrets(original)
          if (withheldLinks.length && !isProduction())
            payload.logger.info(
              { to: message.to, links: withheldLinks },
              `One-time link for ${message.to}, kept out of the outbox: ${withheldLinks.join(' ')}`,
            )
          return storeInOutbox(payload, 'email-outbox', {
            to: message.to,
            from: message.from,
            subject: message.subject,
            html: message.html,
            text: message.text,
            headers: message.headers ?? null,
            attachments: message.attachments ?? null,
            idempotencyKey: message.idempotencyKey ?? null,
          })
        }),
      ),
  }
}
