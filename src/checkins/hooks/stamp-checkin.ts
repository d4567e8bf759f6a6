import { randomInt } from 'node:crypto'

import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { readHookContext } from '@/platform/hook-context'
import { newSecurityCode } from '../rules/security-code'

import { lockPersonsCheckins } from '../sync-checked-in-sessions'
import { relationId } from '@/platform/data/relation-id'

/**
 * The server decides what a check-in records besides who and which session: the person and their
 * event (from their registration), a child's security code at a children's session, the time (now, or when a door device took the tap offline) and the staff member. A session the event does not have is
 * refused, so counts per session never include a stray key.
 */
export const stampCheckin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const registrationId = relationId(data.registration as number | { id: number } | null | undefined)
  const refuse = (path: string, message: string) =>
    new ValidationError({ collection: 'checkins', errors: [{ path, message }] })
  const registration = registrationId
    ? await req.payload
        .findByID({
          collection: 'registrations',
          id: registrationId,
          depth: 0,
          overrideAccess: true,
          select: { event: true, person: true, isChild: true },
          req,
        })
        .catch(() => null)
    : null
  if (!registration) throw refuse('registration', 'There is no such registration.')
  await lockPersonsCheckins(req, registration.id)
  const eventId = relationId(registration.event)!
  const event = await req.payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: true,
    select: { sessions: true },
    req,
  })
  const session = (event.sessions ?? []).find((s) => s.key === data.session)
  if (!session) throw refuse('session', `"${String(data.session)}" is not a session of this event.`)
  return {
    ...data,
    registration: registrationId,
    event: eventId,
    person: relationId(registration.person) ?? null,
    // A tap a door device took offline keeps the time it was taken (bounded by rules/door-ops).
    checkedInAt: readHookContext(req, 'doorTakenAt') ?? new Date().toISOString(),
    checkedInBy: req.user?.collection === 'users' ? req.user.id : null,
    // A child at a children's session gets a new code for their label and their parent's receipt.
    securityCode: session.isChildrens && registration.isChild ? newSecurityCode(randomInt) : null,
  }
}
