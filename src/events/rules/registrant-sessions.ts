import type { EventSession } from './event-model'
import { formatEventDateLine } from './event-time'
import { chosenSessionKeys } from './session-choice'

/** The sessions a registration stands for, in the event's order; values the event does not have count for nothing. */
export function chosenSessionsOf(
  sessions: readonly EventSession[],
  allKey: string,
  attendanceChoice: readonly string[] | null | undefined,
): EventSession[] {
  const keys = new Set(chosenSessionKeys({ keys: sessions.map((session) => session.key), allKey }, attendanceChoice))
  return sessions.filter((session) => keys.has(session.key))
}

/** Where a session happens, on one line: the venue, then an in-person session's address unless the venue already says it. */
export function sessionPlace(session: Pick<EventSession, 'mode' | 'venue' | 'address'>): string {
  const venue = session.venue?.trim() ?? ''
  const address =
    session.mode === 'online'
      ? ''
      : (session.address ?? '')
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .join(', ')
  return [venue, address && !venue.includes(address) ? address : ''].filter(Boolean).join(', ')
}

/** "Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time), Sports Centre Pavilion, Cheltenham": when and where, for a registrant. */
export const sessionWhen = (session: EventSession) =>
  [formatEventDateLine(session), sessionPlace(session)].filter(Boolean).join(', ')

/** "Super Sunday: Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time), Sports Centre Pavilion, Cheltenham". */
export const sessionLine = (session: EventSession) => `${session.title}: ${sessionWhen(session)}`
