import type { PayloadRequest } from 'payload'

import { sessionsOf, type SessionTimes } from '@/events'
import { readHookContext } from '@/platform/hook-context'

/**
 * An event's sessions as last saved (a draft's too: staff set up an event's messages while it is a
 * draft), for a message's due time; null when there is no such event. Sending checks the window
 * again against the published sessions.
 */
export async function readEventSessions(
  req: PayloadRequest,
  eventId: number,
): Promise<Array<SessionTimes & { key: string }> | null> {
  const known = readHookContext(req, 'scheduledEventSessions')
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
