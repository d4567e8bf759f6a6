import type { PayloadRequest } from 'payload'

/** Has the send job run as soon as the queue is next worked (every few seconds), instead of at the next minute. */
export async function queueDueSend(req: PayloadRequest): Promise<void> {
  await req.payload.jobs.queue({ task: 'sendScheduledMessages', input: {}, req })
}
