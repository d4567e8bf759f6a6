import type { PayloadRequest } from 'payload'

import { sessionsOf, type SessionTimes } from '@/events'
/** Set by the event's own hook to the sessions it has just saved, so the messages it reschedules do not read the event again. */
export const SCHEDULED_EVENT_SESSIONS_CONTEXT = 'scheduledEventSessions'
/** Set by the send job when it writes a message's counts, which leave its due time as it is. */
export const KEEPS_DUE_TIME_CONTEXT = 'keepsDueTime'
export type ScheduledEventSessionsContext = { eventId: number; sessions: Array<SessionTimes & { key: string }> }

/**
 * An event's sessions as last saved (a draft's too: staff set up an event's messages while it is a
 * draft), for a message's due time; null when there is no such event. Sending checks the window
 * again against the published sessions.
 */
export async function readEventSessions(
  req: PayloadRequest,
  eventId: number,
): Promise<Array<SessionTimes & { key: string }> | null> {
  const known = req.context?.[SCHEDULED_EVENT_SESSIONS_CONTEXT] as ScheduledEventSessionsContext | undefined
  if (known?.eventId === eventId) return known.sessions
  try {
    const event = await req.payload.findByID({
      collection: 'events',
      id: eventId,
      depth: 0,
      draft: true,
      overrideAccess: true,
      req,
      select: { sessions: true },
    })
    return sessionsOf(event)
  } catch {
    return null
  }
}
