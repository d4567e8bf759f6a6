import type { CollectionAfterChangeHook } from 'payload'

import { windowStateAt } from '../rules/scheduled-messages'
import type { ScheduledMessage } from '@/payload-types'
import { KEEPS_DUE_TIME_CONTEXT, SCHEDULED_EVENT_SESSIONS_CONTEXT } from '../read-event-sessions'
import { queueDueSend } from '../queue-due-send'

/**
 * A message staff set up or switch on when its time has already come (a reminder added the evening
 * before) goes at once. The send job's own writes, and the event's hook (which queues for all its
 * messages together), do not queue again.
 */
export const sendWhenDue: CollectionAfterChangeHook<ScheduledMessage> = async ({ doc, req }) => {
  if (req.context?.[KEEPS_DUE_TIME_CONTEXT] || req.context?.[SCHEDULED_EVENT_SESSIONS_CONTEXT]) return doc
  if (
    doc.enabled &&
    doc.dueAt &&
    doc.sendUntil &&
    windowStateAt(new Date(), { dueAt: doc.dueAt, sendUntil: doc.sendUntil }) === 'open'
  )
    await queueDueSend(req)
  return doc
}
