import type { Payload } from 'payload'

import type { MessageType } from './rules/messaging'
import {
  describeDueAt,
  describeOffset,
  scheduledRecipientWhere,
  sendWindowOf,
  windowStateAt,
  type ScheduledCounts,
  type WindowState,
} from './rules/scheduled-messages'
import { AppError } from '@/platform/http/app-error'

import {
  prepareScheduledMessage,
  recipientOf,
  renderScheduledPreview,
  SCHEDULED_RECIPIENT_SELECT,
} from './render-scheduled-message'
import { countScheduledMessage, offsetOf, scopeOf } from './send-scheduled-message'

export type ScheduledMessageStatus = {
  /** "1 day before the start" */
  when: string
  /** "Friday 20 March 2026 at 10:00 AM (UK time)", or null when its session is not published. */
  dueText: string | null
  state: WindowState | 'not-scheduled'
  counts: ScheduledCounts
  preview: { recipientName: string; channel: MessageType; subject: string | null; text: string } | null
}

/**
 * One scheduled message as staff see it on the event's edit screen: when it goes, how far it has
 * gone (sent, skipped, failed) and what the first person of its audience would receive.
 */
export async function describeScheduledMessage(
  payload: Payload,
  id: number,
  now = new Date(),
): Promise<ScheduledMessageStatus> {
  const message = await payload.findByID({
    collection: 'scheduled-messages',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!message) throw new AppError('not-found', 'There is no such scheduled message.')
  const prepared = await prepareScheduledMessage(payload, message)
  const when = describeOffset(offsetOf(message))
  if (!prepared)
    return {
      when,
      dueText: null,
      state: 'not-scheduled',
      counts: { sent: message.sentCount ?? 0, skipped: message.skippedCount ?? 0, failed: message.failedCount ?? 0 },
      preview: null,
    }
  const window = sendWindowOf(prepared.session, offsetOf(message))
  const counts = await countScheduledMessage(payload, prepared, now)

  let preview: ScheduledMessageStatus['preview'] = null
  for (const channel of prepared.channels) {
    const { docs } = await payload.find({
      collection: 'registrations',
      where: scheduledRecipientWhere(prepared.audience, scopeOf(prepared), channel, prepared.purpose, now),
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: SCHEDULED_RECIPIENT_SELECT,
    })
    if (!docs[0]) continue
    const recipient = recipientOf(docs[0])
    preview = {
      recipientName: recipient.fullName,
      channel,
      ...(await renderScheduledPreview(payload, prepared, recipient, channel)),
    }
    break
  }
  return { when, dueText: describeDueAt(window.dueAt), state: windowStateAt(now, window), counts, preview }
}
