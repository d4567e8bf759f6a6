import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/platform/data/relation-id'
import { renamedForTiming, sendWindowIn, type ScheduleOffset } from '../rules/scheduled-messages'
import { EVENT_TIME_ZONE } from '@/events'
import { readHookContext } from '@/platform/hook-context'
import { readEventSessions } from '../read-event-sessions'

/**
 * Keeps a message's due time and the end of its send window from its session's times and its
 * offset, whenever it is saved (the event's own hook saves it again when the session moves). A
 * session that is not the event's is refused.
 */
export const scheduleDueTime: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  // The send job writing its counts changes nothing the due time depends on.
  if (readHookContext(req, 'keepsDueTime')) return data
  const merged = { ...originalDoc, ...data }
  const eventId = relationId(merged.event as number | { id: number } | null)
  const sessionKey = typeof merged.sessionKey === 'string' ? merged.sessionKey.trim() : ''
  const sessions = eventId ? await readEventSessions(req, eventId) : null
  if (!sessions?.some((session) => session.key === sessionKey)) {
    const keys = (sessions ?? []).map((session) => session.key).join(', ')
    throw new ValidationError({
      collection: 'scheduled-messages',
      errors: [
        {
          path: 'sessionKey',
          message: keys
            ? `The event has no session "${sessionKey}". Its sessions are: ${keys}.`
            : 'Choose an event with sessions.',
        },
      ],
    })
  }
  const offset = {
    amount: merged.amount,
    unit: merged.unit,
    direction: merged.direction,
    anchor: merged.anchor,
  } as ScheduleOffset
  const window = sendWindowIn(sessions, sessionKey, offset)!
  // A default reminder's name says when it goes: a changed timing renames it, unless staff renamed it in the same save.
  const before = originalDoc as Partial<ScheduleOffset & { name: string }> | undefined
  const isNameKept = data.name === undefined || data.name === before?.name
  const name =
    before?.name && before.amount !== undefined && isNameKept
      ? renamedForTiming(before.name, before as ScheduleOffset, offset)
      : merged.name
  return {
    ...data,
    name,
    sessionKey,
    dueAt: window.dueAt.toISOString(),
    dueAt_tz: EVENT_TIME_ZONE,
    sendUntil: window.sendUntil.toISOString(),
  }
}
