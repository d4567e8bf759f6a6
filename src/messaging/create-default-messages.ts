import type { PayloadRequest } from 'payload'

import { DEFAULT_SCHEDULED_MESSAGES } from './rules/scheduled-messages'

/**
 * Gives each of the event's new sessions the default scheduled messages (a reminder the day before,
 * a thank-you the day after), enabled, for staff to edit or switch off. Created for whoever saved
 * the event, editors included, since the messages are the event's own: a deliberate override.
 */
export async function createDefaultMessages(
  req: PayloadRequest,
  { eventId, sessionKeys }: { eventId: number; sessionKeys: string[] },
): Promise<void> {
  for (const sessionKey of sessionKeys) {
    for (const message of DEFAULT_SCHEDULED_MESSAGES) {
      await req.payload.create({
        collection: 'scheduled-messages',
        data: {
          name: message.name,
          enabled: true,
          event: eventId,
          sessionKey,
          ...message.offset,
          audience: message.audience,
          purpose: message.purpose,
          channels: message.channels,
          subject: message.subject,
          body: message.body,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
  }
}
