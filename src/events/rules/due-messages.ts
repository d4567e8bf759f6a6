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

/** The same rule as SQL, for a one-statement write: a message of event `event` due at `at` (SQL expressions). */
export const dueMessageSql = ({ event, at }: { event: string; at: string }): string =>
  `EXISTS (SELECT 1 FROM scheduled_messages m WHERE m.event_id = ${event} AND m.enabled AND m.due_at <= ${at} AND m.send_until > ${at})`
