import { randomInt } from 'node:crypto'

import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { readHookContext } from '@/platform/hook-context'
import { newSecurityCode } from '../rules/security-code'

import { rememberedDoorFacts } from '../read-door-facts'
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
  const id = Number(registrationId)
  if (!Number.isSafeInteger(id) || id <= 0) throw refuse('registration', 'There is no such registration.')
  await lockPersonsCheckins(req, id)
  const facts = await rememberedDoorFacts(req, id, String(data.session))
  if (!facts) throw refuse('registration', 'There is no such registration.')
  if (!facts.session) throw refuse('session', `"${String(data.session)}" is not a session of this event.`)
  return {
    ...data,
    registration: id,
    event: facts.eventId,
    person: facts.personId,
    // A tap a door device took offline keeps the time it was taken (bounded by rules/door-ops).
    checkedInAt: readHookContext(req, 'doorTakenAt') ?? new Date().toISOString(),
    checkedInBy: req.user?.collection === 'users' ? req.user.id : null,
    // A child at a children's session gets a new code for their label and their parent's receipt.
    securityCode: facts.session.isChildrens && facts.isChild ? newSecurityCode(randomInt) : null,
  }
}
