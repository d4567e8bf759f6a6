import type { PayloadRequest } from 'payload'

import { relationId } from '@/platform/data/relation-id'
import { choiceRulesOf, chosenSessionKeys, readEventById } from '@/events'
import { AppError } from '@/platform/http/app-error'
import { withTransaction } from '@/platform/database/with-transaction'

import { checkIn, type CheckinMethod, type CheckinResult } from './check-in'
import { notRegisteredMessage } from './add-session-at-door'

/** A booker and everyone they may bring: the most one tap lets in. */
export const MAX_GROUP_CHECKIN = 21

export const GROUP_OF_SEVERAL_EVENTS_MESSAGE = 'These people are not all registered for the same event.'
const UNKNOWN_PERSON_MESSAGE = 'Someone in this group is not registered (or has cancelled).'

/**
 * Lets several people in at one session with one tap (a family at the door), in one transaction:
 * either everyone chosen is checked in, or nobody. Each must be registered, not cancelled, for the
 * same event, and for this session, unless the door said to add it (`addSession`, "Check in all and
 * add this session": the session is added to each registration that lacks it, audited as at a
 * single person's tap); a group never adds a session silently. Someone already in stays as they
 * were. Each check-in is audited as a single one is, and two devices letting in the same people at
 * once make one check-in each.
 */
export async function checkInGroup(
  req: PayloadRequest,
  {
    registrations,
    session,
    method = 'search',
    addSession = false,
  }: { registrations: number[]; session: string; method?: CheckinMethod; addSession?: boolean },
): Promise<{ checkins: CheckinResult[] }> {
  // In id order, so two devices letting in overlapping groups take the people's locks in the same order.
  const ids = [...new Set(registrations)].sort((a, b) => a - b)
  // Door staff may not read every field; this reads only what the rule needs.
  const { docs } = await req.payload.find({
    collection: 'registrations',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { event: true, fullName: true, attendanceChoice: true, cancelledAt: true },
    req,
  })
  if (docs.length !== ids.length || docs.some((doc) => doc.cancelledAt))
    throw new AppError('conflict', UNKNOWN_PERSON_MESSAGE)
  const eventIds = new Set(docs.map((doc) => relationId(doc.event)))
  if (eventIds.size !== 1) throw new AppError('conflict', GROUP_OF_SEVERAL_EVENTS_MESSAGE)
  const event = await readEventById(req.payload, [...eventIds][0]!, req)
  const sessionTitle = event?.sessions?.find((s) => s.key === session)?.title
  if (!event || !sessionTitle)
    throw new AppError('invalid', `"${session}" is not a session of this event.`, { errors: { session: 'unknown' } })
  const rules = choiceRulesOf(event)
  const notRegistered = docs.filter((doc) => !chosenSessionKeys(rules, doc.attendanceChoice).includes(session))
  if (notRegistered.length && !addSession) {
    throw new AppError(
      'conflict',
      `${notRegisteredMessage(sessionTitle)} (${notRegistered.map((doc) => doc.fullName).join(', ')})`,
      { errors: { session: 'not-registered' } },
    )
  }

  const checkins = await withTransaction(req, async () => {
    const results: CheckinResult[] = []
    for (const registration of ids) results.push(await checkIn(req, { registration, session, method, addSession }))
    return results
  })
  return { checkins }
}
