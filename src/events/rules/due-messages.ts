import type { Where } from 'payload'

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
