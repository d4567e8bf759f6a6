import type { CollectionAfterChangeHook } from 'payload'

import { windowStateAt } from '../rules/scheduled-messages'
import type { ScheduledMessage } from '@/payload-types'
import { readHookContext } from '@/platform/hook-context'
import { queueDueSend } from '../queue-due-send'

/**
 * A message staff set up or switch on when its time has already come (a reminder added the evening
 * before) goes at once. The send job's own writes, and the event's hook (which queues for all its
 * messages together), do not queue again.
 */
export const sendWhenDue: CollectionAfterChangeHook<ScheduledMessage> = async ({ doc, req }) => {
  if (readHookContext(req, 'keepsDueTime') || readHookContext(req, 'scheduledEventSessions')) return doc
  if (
    doc.enabled &&
    doc.dueAt &&
    doc.sendUntil &&
    windowStateAt(new Date(), { dueAt: doc.dueAt, sendUntil: doc.sendUntil }) === 'open'
  )
    await queueDueSend(req)
  return doc
}
