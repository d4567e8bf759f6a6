import type { PayloadRequest, Where } from 'payload'

/** Has the send job run as soon as the queue is next worked (every few seconds), instead of at the next minute. */
export async function queueDueSend(req: PayloadRequest): Promise<void> {
  await req.payload.jobs.queue({ task: 'sendScheduledMessages', input: {}, req })
}

/** Messages whose time has come and whose window is still open, of one event or of every event. */
export function dueMessagesWhere(now: Date, eventId?: number): Where {
  return {
    and: [
      ...(eventId ? [{ event: { equals: eventId } }] : []),
      { enabled: { equals: true } },
      { dueAt: { less_than_equal: now.toISOString() } },
      { sendUntil: { greater_than: now.toISOString() } },
    ],
  }
}

/**
 * Someone who registers after a reminder went out, but before its session, gets it within seconds:
 * the send job is queued (inside the registration's transaction, so it runs once the person is
 * stored) whenever one of the event's messages is due. The public form's one-statement path does the
 * same in SQL (see insertNewRegistration).
 */
export async function queueSendIfDue(req: PayloadRequest, eventId: number, now = new Date()): Promise<void> {
  const { totalDocs } = await req.payload.count({ collection: 'scheduled-messages', where: dueMessagesWhere(now, eventId), overrideAccess: true, req })
  if (totalDocs > 0) await queueDueSend(req)
}
