import { ValidationError, type Access, type CollectionBeforeChangeHook } from 'payload'

import { readEventById } from '@/events'
import { hasAnyRole, roleOf } from '@/platform/access/roles'
import { relationId } from '@/platform/data/relation-id'

import { kioskMayCheckIn } from './kiosk-check-in'

/**
 * Who may create a check-in: door staff, and a kiosk only for someone of its own event booked for
 * the session it works now (over any API, not only its own screen's endpoint).
 */
export const checkinCreateAccess: Access = async ({ req, data }) => {
  if (hasAnyRole(req.user, ['admin', 'volunteer'])) return true
  if (roleOf(req.user) !== 'kiosk') return false
  const registration = relationId(data?.registration as number | { id: number } | null | undefined)
  return registration !== null && typeof data?.session === 'string'
    ? kioskMayCheckIn(req, [registration], data.session)
    : false
}

/** A kiosk device's session, when one is named, is one of its event's: a typo would leave the kiosk with nobody to find. */
export const checkKioskDeviceSession: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const session = typeof data.session === 'string' ? data.session.trim() : ''
  if (!session) return { ...data, session: null }
  const eventId = relationId((data.event ?? originalDoc?.event) as number | { id: number } | null | undefined)
  const event = eventId ? await readEventById(req.payload, eventId, req) : null
  const keys = (event?.sessions ?? []).map((s) => s.key)
  if (!keys.includes(session))
    throw new ValidationError({
      collection: 'kiosk-devices',
      errors: [{ path: 'session', message: `The event's sessions are: ${keys.join(', ') || 'none'}.` }],
    })
  return { ...data, session }
}
