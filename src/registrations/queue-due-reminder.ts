import type { PayloadRequest } from 'payload'

import { dueMessagesWhere } from '@/events'

/**
 * Someone who registers after a reminder went out, but before its session, gets it within seconds:
 * the send job is queued (inside the registration's transaction, so it runs once the person is
 * stored) whenever one of the event's messages is due. The public form's one-statement path does the
 * same in SQL (see insertNewRegistration).
 */
export async function queueSendIfDue(req: PayloadRequest, eventId: number, now = new Date()): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'scheduled-messages',
    where: dueMessagesWhere(now, eventId),
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) await req.payload.jobs.queue({ task: 'sendScheduledMessages', input: {}, req })
}
