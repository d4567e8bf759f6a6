import type { PayloadRequest } from 'payload'

import { chosenSessionKeys, normaliseSessionChoice, type SessionChoiceRules } from '@/events'
import { allocateInTurn, isCapped, type PlaceLimits } from './rules/places'
import { transactionClient } from '@/platform/database/transaction-session'

import { joinWaitingList, lockEventPlaces, syncPlaceStatus } from './place-counts'

/** One person whose sessions change: what they hold now (nothing when cancelled) and what they ask for. */
export type SessionChange = { registrationId: number; held: readonly string[]; requested: readonly string[] }
export type SessionChangeResult = { registrationId: number; attendanceChoice: string[]; waiting: string[] }

/**
 * New sessions for people who already registered (a change of days or a restore through their
 * private link): sessions they keep stay theirs, sessions they add take a place if one is free and
 * nobody waits for it, otherwise they join its waiting list; sessions they no longer ask for leave
 * the waiting list too. Runs in the request's transaction under the event's place lock, so a change
 * never overbooks either. Without limits, everyone simply gets what they ask for.
 */
export async function changeSessions(
  req: PayloadRequest,
  event: { id: number; limits: PlaceLimits; rules: SessionChoiceRules },
  changes: SessionChange[],
): Promise<SessionChangeResult[]> {
  const { rules, limits } = event
  if (!isCapped(limits))
    return changes.map((change) => ({
      registrationId: change.registrationId,
      attendanceChoice: normaliseSessionChoice(rules, change.requested),
      waiting: [],
    }))
  const db = await transactionClient(req)
  const counts = await lockEventPlaces(db, event.id)
  const asked = changes.map((change) => {
    const held = new Set(chosenSessionKeys(rules, change.held))
    const requested = chosenSessionKeys(rules, change.requested)
    return { kept: requested.filter((key) => held.has(key)), added: requested.filter((key) => !held.has(key)) }
  })
  const allocations = allocateInTurn(
    limits,
    counts,
    asked.map(({ kept, added }) => ({ requested: added, holdsEventPlace: kept.length > 0 })),
  )
  const results: SessionChangeResult[] = []
  for (const [index, change] of changes.entries()) {
    const allocation = allocations[index]!
    await db.query({
      name: 'event-places-leave-unasked',
      text: `UPDATE waiting_list SET status = 'removed', resolved_at = now(), updated_at = now()
        WHERE registration_id = $1 AND status IN ('waiting', 'offered') AND NOT (session_key = ANY($2::varchar[]))`,
      values: [change.registrationId, allocation.waiting],
    })
    await joinWaitingList(db, {
      eventId: event.id,
      registrationId: change.registrationId,
      sessionKeys: allocation.waiting,
    })
    await syncPlaceStatus(db, [change.registrationId])
    results.push({
      registrationId: change.registrationId,
      attendanceChoice: normaliseSessionChoice(rules, [...asked[index]!.kept, ...allocation.confirmed]),
      waiting: allocation.waiting,
    })
  }
  return results
}
