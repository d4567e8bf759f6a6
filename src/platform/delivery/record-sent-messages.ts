import type { Payload } from 'payload'

import type { DeliveryChannel, DeliveryKind, DeliveryStatus } from './delivery-status'
import type { SendResult } from '../email/types'

/** What a send's result says for the message's status: a copy the outbox kept was not sent, and never says so. */
export const statusOfSendResult = (result: SendResult): DeliveryStatus =>
  result.isSent ? (result.isKeptInOutbox ? 'outbox' : 'sent') : 'failed'

export type SentMessage = {
  channel: DeliveryChannel
  kind: DeliveryKind
  address: string
  subject?: string | null
  registration?: number | null
  result: SendResult
}

/**
 * Keeps a row per message sent outside a bulk send (which claims its own rows), with the
 * provider's id, so its status webhooks find it. The message has gone by now, so failing to record
 * it is logged, not thrown: a retry would send it again.
 */
export async function recordSentMessages(payload: Payload, messages: SentMessage[]): Promise<void> {
  const now = new Date().toISOString()
  await Promise.all(
    messages.map(async ({ channel, kind, address, subject, registration, result }) => {
      try {
        // The list of messages sent is server-owned: nobody creates rows over the API.
        await payload.create({
          collection: 'message-deliveries',
          overrideAccess: true,
          depth: 0,
          data: {
            channel,
            kind,
            address,
            subject: subject ?? null,
            registration: registration ?? null,
            status: statusOfSendResult(result),
            statusAt: now,
            providerId: result.isSent ? result.id : null,
            error: result.isSent ? null : result.error.slice(0, 500),
          },
        })
      } catch (error) {
        payload.logger.warn({ err: error, msg: `Could not record the ${channel} message to ${address}` })
      }
    }),
  )
}
