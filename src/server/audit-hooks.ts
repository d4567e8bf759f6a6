import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLoginHook, GlobalAfterChangeHook } from 'payload'

import { changedFields } from '@/lib/audit'

import { audit } from './audit'

/** The audit log's hooks, one per kind of action; the collections and globals attach them. */

export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  // The request has no user yet at this point: the one signing in is the actor.
  await audit(req, { action: 'sign-in', summary: `${user.email} signed in`, target: `users:${user.id}` }, { ...user, collection: 'users' })
}

export const auditStaffChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') {
    await audit(req, { action: 'staff-create', summary: `Staff account ${doc.email} created with role ${doc.role ?? 'none'}`, target: `users:${doc.id}`, details: { role: doc.role ?? null } })
  } else if ((previousDoc?.role ?? null) !== (doc.role ?? null)) {
    await audit(req, {
      action: 'role-change',
      summary: `${doc.email}: role changed from ${previousDoc?.role ?? 'none'} to ${doc.role ?? 'none'}`,
      target: `users:${doc.id}`,
      details: { from: previousDoc?.role ?? null, to: doc.role ?? null },
    })
  }
  return doc
}

export const auditStaffDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await audit(req, { action: 'staff-delete', summary: `Staff account ${doc.email} deleted`, target: `users:${doc.id}` })
  return doc
}

export const auditCheckin: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (!req.user) return doc
  for (const [field, day] of [['day1Checkin', 'Day 1'], ['day2Checkin', 'Day 2']] as const) {
    const before = operation === 'create' ? false : Boolean(previousDoc?.[field])
    if (Boolean(doc[field]) === before) continue
    await audit(req, {
      action: 'check-in',
      summary: `${doc[field] ? 'Checked in' : 'Removed the check-in of'} registration ${doc.id} for ${day}`,
      target: `registrations:${doc.id}`,
      details: { day: field === 'day1Checkin' ? 'day1' : 'day2', checkedIn: Boolean(doc[field]) },
    })
  }
  return doc
}

export const auditSegmentChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  await audit(req, {
    action: operation === 'create' ? 'segment-create' : 'segment-update',
    summary: `Segment "${doc.name}" ${operation === 'create' ? 'created' : 'updated'}`,
    target: `segments:${doc.id}`,
    details: { filters: doc.filters ?? null },
  })
  return doc
}

export const auditSegmentDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await audit(req, { action: 'segment-delete', summary: `Segment "${doc.name}" deleted`, target: `segments:${doc.id}` })
  return doc
}

/** Which settings changed, by name only: values such as a webhook secret stay out of the log. */
export const auditSettingsChange: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
  const fields = changedFields(previousDoc as Record<string, unknown>, doc as Record<string, unknown>)
  if (fields.length) await audit(req, { action: 'settings-change', summary: `${global.slug} changed: ${fields.join(', ')}`, target: `globals:${global.slug}`, details: { fields } })
  return doc
}
