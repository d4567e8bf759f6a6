import type { CollectionBeforeChangeHook } from 'payload'

import { generateCheckinCode } from '@/lib/checkin-code'
import { identityKey } from '@/lib/registration-identity'

/**
 * Keeps the fields that only the server may set consistent with what changed: the identity key,
 * the check-in code, and who checked a person in and when. (Consent: see deriveConsent.)
 */
export const deriveServerFields: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const previous = (operation === 'update' ? originalDoc : undefined) ?? {}
  const next = { ...data }
  const now = new Date().toISOString()

  const email = next.email === undefined ? previous.email : next.email

  // Without an e-mail (a walk-in) there is nothing to recognise the person by again.
  next.identityKey = email ? identityKey(String(email), String(next.fullName ?? previous.fullName ?? '')) : null
  if (operation === 'create' || !previous.checkinCode) next.checkinCode = previous.checkinCode ?? generateCheckinCode()

  for (const day of ['day1', 'day2'] as const) {
    const field = `${day}Checkin` as const
    if (next[field] === undefined || Boolean(next[field]) === Boolean(previous[field])) continue
    next[`${field}At`] = next[field] ? now : null
    next[`${field}By`] = next[field] && req.user?.collection === 'users' ? req.user.id : null
  }
  return next
}
