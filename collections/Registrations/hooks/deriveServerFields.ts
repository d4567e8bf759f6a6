import type { CollectionBeforeChangeHook } from 'payload'

import { generateCheckinCode } from '@/lib/checkin-code'
import { identityKey } from '@/lib/registration-identity'

/**
 * Keeps the fields that only the server may set consistent with what changed:
 * the GDPR flag follows the per-channel consents, and each check-in records who and when.
 */
export const deriveServerFields: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const previous = (operation === 'update' ? originalDoc : undefined) ?? {}
  const next = { ...data }
  const now = new Date().toISOString()

  const email = next.email === undefined ? previous.email : next.email
  // An address on the suppression list stays unsubscribed, whichever registration it comes back with.
  if (email && email !== previous.email) {
    const { totalDocs } = await req.payload.count({ collection: 'suppressions', where: { email: { equals: email } }, overrideAccess: true, req })
    next.emailSuppressed = totalDocs > 0
    if (totalDocs > 0) next.consentEmail = false
  }

  const consentEmail = Boolean(next.consentEmail ?? previous.consentEmail)
  const consentSms = Boolean(next.consentSms ?? previous.consentSms)
  next.consentGdpr = consentEmail || consentSms
  if (consentEmail !== Boolean(previous.consentEmail) || consentSms !== Boolean(previous.consentSms)) {
    next.consentRecordedAt = now
  }

  // The public form's endpoint passes the consent record through its own request's context, never the body.
  const context = req.context ?? {}
  if (typeof context.consentWording === 'string' || context.consentWording === null) next.consentWording = context.consentWording
  if (typeof context.consentSource === 'string') next.consentSource = context.consentSource

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
