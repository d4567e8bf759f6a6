import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { choiceRulesOf, normaliseSessionChoice, readEventById, unknownSessionChoices } from '@/events'
import { readHookContext } from '@/platform/hook-context'

const idOf = (value: unknown) =>
  typeof value === 'object' && value ? Number((value as { id: unknown }).id) : Number(value)

const sameChoice = (one: unknown, other: unknown) =>
  Array.isArray(one) && Array.isArray(other) && one.length === other.length && one.every((key, i) => key === other[i])

/**
 * A registration's sessions must be its event's: an unknown key is refused with a field message and
 * nothing is stored. A valid list is stored in the form's shape (session order, the all-sessions
 * marker exactly when every session is chosen), which the audience filters rely on.
 *
 * Only a write that sets the sessions is judged on them. Payload hands an update the stored sessions
 * too, and a registration may hold none without waiting any more (someone who only waited and then
 * declined their offer): a later write of anything else (their confirmation, a consent change, an
 * erasure) must not fail on sessions it does not touch.
 */
export const checkSessionChoice: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const refuse = (path: string, message: string) =>
    new ValidationError({ collection: 'registrations', errors: [{ path, message }] })
  const eventId = idOf(data.event ?? (operation === 'update' ? originalDoc?.event : undefined))
  if (!Number.isInteger(eventId) || eventId <= 0) throw refuse('event', 'Choose the event this registration is for.')
  if (
    operation === 'update' &&
    (data.attendanceChoice === undefined || sameChoice(data.attendanceChoice, originalDoc?.attendanceChoice))
  )
    return data

  const known = readHookContext(req, 'eventRules')
  const rules = known?.eventId === eventId ? known.rules : await readRules(req, eventId)
  if (!rules) throw refuse('event', 'There is no such event.')
  const submitted = Array.isArray(data.attendanceChoice) ? (data.attendanceChoice as unknown[]) : []
  const unknown = unknownSessionChoices(rules, submitted)
  if (unknown.length)
    throw refuse(
      'attendanceChoice',
      `${unknown.map((value) => `"${String(value)}"`).join(', ')} ${unknown.length === 1 ? 'is not a session' : 'are not sessions'} of this event.`,
    )
  const attendanceChoice = normaliseSessionChoice(rules, submitted)
  // Someone only waiting holds no session: allowed when their place status says they wait.
  const placeStatus = data.placeStatus ?? (operation === 'update' ? originalDoc?.placeStatus : undefined)
  const onlyWaits = placeStatus === 'waiting' || placeStatus === 'offered'
  if (!attendanceChoice.length && !onlyWaits) throw refuse('attendanceChoice', 'Please choose at least one session.')
  return { ...data, event: eventId, attendanceChoice }
}

async function readRules(req: Parameters<CollectionBeforeChangeHook>[0]['req'], eventId: number) {
  const event = await readEventById(req.payload, eventId, req)
  return event ? choiceRulesOf(event) : null
}
