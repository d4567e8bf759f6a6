import type { PayloadRequest } from 'payload'

import { relationId } from '@/platform/data/relation-id'
import { choiceRulesOf, normaliseSessionChoice } from '@/events'
import { withHookContext } from '@/platform/hook-context'
import type { Event, Registration, WaitingList } from '@/payload-types'
import { syncPlaceStatus, type Queryable } from './place-counts'

/**
 * Gives the person the place their entry waited for: the session joins the sessions they hold (in
 * the stored shape), the entry is settled as accepted, their place status follows, and the
 * confirmation with the QR code is queued (to the booker, for someone they brought along, who has
 * no address). Runs under the event's place lock in the caller's transaction.
 */
export async function givePlace(
  req: PayloadRequest,
  db: Queryable,
  { entry, registration, event, now }: { entry: WaitingList; registration: Registration; event: Event; now: Date },
): Promise<Registration> {
  const rules = choiceRulesOf(event)
  const attendanceChoice = normaliseSessionChoice(rules, [...(registration.attendanceChoice ?? []), entry.sessionKey])
  // The sessions are server-owned here (nobody may add a full session over the API); the event's rules were read just now.
  const saved = await withHookContext(req, { eventRules: { eventId: event.id, rules } }, () =>
    req.payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { attendanceChoice },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
  await db.query(`UPDATE waiting_list SET status = 'accepted', resolved_at = $2, updated_at = $2 WHERE id = $1`, [
    entry.id,
    now,
  ])
  await syncPlaceStatus(db, [registration.id])
  const confirmationFor = relationId(registration.groupBooker) ?? registration.id
  await req.payload.jobs.queue({
    task: 'sendRegistrationConfirmation',
    input: { registrationId: confirmationFor },
    req,
  })
  return saved
}
