import type { Payload } from 'payload'

import type { MergeContext } from './rules/merge-fields'
import { choiceRulesOf, sessionsOf } from '@/events'

/** No sessions: [EventDate] is left empty for a person whose event has gone. */
export const NO_EVENT_CONTEXT: MergeContext = { sessions: [], allKey: '', eventName: '' }

/**
 * The merge context of each event among the given ids (a send may reach people of several events):
 * its title for [EventName], its sessions for [EventDate], and its all-sessions marker. Read once per event, in one query.
 */
export async function readMergeContexts(
  payload: Payload,
  eventIds: readonly number[],
): Promise<Map<number, MergeContext>> {
  const ids = [...new Set(eventIds)]
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'events',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { title: true, sessions: true, allSessionsKey: true },
  })
  return new Map(
    docs.map((event) => [
      event.id,
      { sessions: sessionsOf(event), allKey: choiceRulesOf(event).allKey, eventName: event.title },
    ]),
  )
}
