import type { PayloadRequest } from 'payload'

import { sendWindowIn, windowStateAt } from './rules/scheduled-messages'

import { offsetOf } from './send-scheduled-message'

/**
 * Moves the event's scheduled messages with its sessions: each one's due time and window are worked
 * out again from the session times just saved. Whoever already got a message keeps their delivery
 * row, so a message moved later is not sent to them again. Returns whether any enabled message is
 * now open, so the caller can have it sent at once.
 */
export async function rescheduleEventMessages(
  req: PayloadRequest,
  {
    eventId,
    sessions,
    now = new Date(),
  }: { eventId: number; sessions: Array<{ key: string; startsAt: string; endsAt: string }>; now?: Date },
): Promise<{ isAnyOpen: boolean }> {
  const { docs } = await req.payload.find({
    collection: 'scheduled-messages',
    where: { event: { equals: eventId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let isAnyOpen = false
  for (const message of docs) {
    const window = sendWindowIn(sessions, message.sessionKey, offsetOf(message))
    // A session that is gone leaves its messages where they were; they never send, since sending checks the published session.
    if (!window) continue
    if (message.enabled && windowStateAt(now, window) === 'open') isAnyOpen = true
    if (
      message.dueAt &&
      new Date(message.dueAt).getTime() === window.dueAt.getTime() &&
      message.sendUntil &&
      new Date(message.sendUntil).getTime() === window.sendUntil.getTime()
    )
      continue
    // The due time is the message's own hook's to set: saving it again runs that hook with these sessions.
    await req.payload.update({
      collection: 'scheduled-messages',
      id: message.id,
      data: {},
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return { isAnyOpen }
}
