import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { audit } from '@/server/audit'

const CHECKIN_DAYS = [
  { field: 'day1Checkin', day: 'day1', label: 'Day 1' },
  { field: 'day2Checkin', day: 'day2', label: 'Day 2' },
] as const

/**
 * A check-in (or its undoing) records when, and which staff member, set it; whatever a request
 * body says, since those fields are the server's. Undoing it clears both.
 */
export const stampCheckin: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const previous = (operation === 'update' ? originalDoc : undefined) ?? {}
  const next = { ...data }
  const now = new Date().toISOString()
  for (const { field } of CHECKIN_DAYS) {
    if (next[field] === undefined || Boolean(next[field]) === Boolean(previous[field])) continue
    next[`${field}At`] = next[field] ? now : null
    next[`${field}By`] = next[field] && req.user?.collection === 'users' ? req.user.id : null
  }
  return next
}

/** Every check-in a staff member makes or undoes is in the audit log. */
export const auditCheckin: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (!req.user) return doc
  for (const { field, day, label } of CHECKIN_DAYS) {
    const before = operation === 'create' ? false : Boolean(previousDoc?.[field])
    if (Boolean(doc[field]) === before) continue
    await audit(req, {
      action: 'check-in',
      summary: `${doc[field] ? 'Checked in' : 'Removed the check-in of'} registration ${doc.id} for ${label}`,
      target: `registrations:${doc.id}`,
      details: { day, checkedIn: Boolean(doc[field]) },
    })
  }
  return doc
}
