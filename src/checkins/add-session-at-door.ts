import type { PayloadRequest } from 'payload'

import { choiceRulesOf, chosenSessionKeys, readEventById, toggleSessionChoice } from '@/events'
import { relationId } from '@/platform/data/relation-id'
import { withHookContext } from '@/platform/hook-context'
import { audit } from '@/platform/audit/audit'
import { AppError } from '@/platform/http/app-error'

/** What the door is told when it taps someone who did not choose the session. */
export const notRegisteredMessage = (sessionTitle: string) => `Not registered for ${sessionTitle}.`

/**
 * Before someone is let in at a session, they must have chosen it: "checked in / expected" counts
 * only those expected. Someone who did not is refused (409) unless staff confirmed, in which case the
 * session is added to their choice (with the all-sessions marker when that makes every session) and
 * audited, in the caller's transaction. Returns whether the session was added.
 *
 * A registration or session that does not exist is left to the check-in's own checks, which refuse it.
 */
export async function addSessionAtDoor(
  req: PayloadRequest,
  { registration, session, addSession }: { registration: number; session: string; addSession: boolean },
): Promise<boolean> {
  // Door staff may not edit registrations; this reads and adds only the session they are letting the person in at.
  const doc = await req.payload
    .findByID({
      collection: 'registrations',
      id: registration,
      depth: 0,
      overrideAccess: true,
      select: { event: true, attendanceChoice: true },
      req,
    })
    .catch(() => null)
  const eventId = relationId(doc?.event)
  const event = eventId ? await readEventById(req.payload, eventId, req) : null
  if (!doc || !event) return false
  const rules = choiceRulesOf(event)
  const sessionTitle = event.sessions?.find((s) => s.key === session)?.title
  if (!sessionTitle || chosenSessionKeys(rules, doc.attendanceChoice).includes(session)) return false
  if (!addSession)
    throw new AppError('conflict', notRegisteredMessage(sessionTitle), { errors: { session: 'not-registered' } })

  await withHookContext(req, { eventRules: { eventId: event.id, rules } }, () =>
    req.payload.update({
      collection: 'registrations',
      id: registration,
      data: { attendanceChoice: toggleSessionChoice(rules, doc.attendanceChoice ?? [], session, true) },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
  await audit(req, {
    action: 'check-in',
    summary: `Added ${sessionTitle} of ${event.title} to the sessions chosen, to let them in`,
    target: `registrations:${registration}`,
    details: { event: event.slug, session, addedSession: true },
  })
  return true
}
