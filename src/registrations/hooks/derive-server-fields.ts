import type { CollectionBeforeChangeHook } from 'payload'

import { generateCheckinCode } from '../rules/checkin-code'
import { identityKey } from '../rules/registration-identity'
import { relationId } from '@/platform/data/relation-id'

/**
 * Keeps two fields that only the server may set consistent with what changed: the identity key
 * (one registration per event, name and e-mail) and the check-in code. Consent and check-in times have
 * hooks of their own.
 */
export const deriveServerFields: CollectionBeforeChangeHook = async ({ data, originalDoc, operation }) => {
  const previous = (operation === 'update' ? originalDoc : undefined) ?? {}
  const next = { ...data }
  const email = next.email === undefined ? previous.email : next.email
  const event = next.event ?? previous.event
  const eventId = relationId(event as number | { id: number } | null | undefined)

  // Without an e-mail (a walk-in) there is nothing to recognise the person by again.
  next.identityKey = email
    ? identityKey(Number(eventId), String(email), String(next.fullName ?? previous.fullName ?? ''))
    : null
  if (operation === 'create' || !previous.checkinCode) next.checkinCode = previous.checkinCode ?? generateCheckinCode()
  return next
}
