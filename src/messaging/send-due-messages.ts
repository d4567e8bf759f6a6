import type { Payload, TaskConfig } from 'payload'

import type { ScheduledCounts } from './rules/scheduled-messages'
import { scheduleOnce } from '@/platform/database/schedule-once'
import { withSessionLock } from '@/platform/database/with-session-lock'

import { dueMessagesWhere } from '@/events'
import { sendScheduledMessage, type SendHooks } from './send-scheduled-message'

/** One run at a time across every server: a second would find the first's batches claimed but not yet recorded, and send them again. */
const SEND_LOCK = 'scheduled-messages:send'

/**
 * Sends every enabled scheduled message whose time has come and whose window is still open, each
 * to whoever of its audience has not had it: so someone who registers after the reminder went out,
 * but before the session, gets it at the next run. Returns the counts per message sent, or null
 * when another run was already at work (it, or the next run, does this one's work).
 */
export async function sendDueScheduledMessages(
  payload: Payload,
  { now = new Date(), hooks }: { now?: Date; hooks?: SendHooks } = {},
): Promise<Map<number, ScheduledCounts> | null> {
  return withSessionLock(payload, SEND_LOCK, async () => {
    const { docs } = await payload.find({
      collection: 'scheduled-messages',
      where: dueMessagesWhere(now),
      sort: 'dueAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const sent = new Map<number, ScheduledCounts>()
    for (const message of docs) {
      const counts = await sendScheduledMessage(payload, message, { now, hooks })
      if (counts) sent.set(message.id, counts)
    }
    return sent
  })
}

/**
 * Every minute through the jobs queue, so a reminder goes out within a minute of its time. A message
 * that falls due when its event is saved (a session moved closer, a new event starting tomorrow), and
 * a registration for an event with a message due, queue it at once as well.
 */
export const sendScheduledMessagesTask: TaskConfig<'sendScheduledMessages'> = {
  slug: 'sendScheduledMessages',
  retries: 2,
  schedule: [{ cron: '0 * * * * *', queue: 'default', hooks: scheduleOnce }],
  handler: async ({ req }) => {
    await sendDueScheduledMessages(req.payload)
    return { output: {} }
  },
}
