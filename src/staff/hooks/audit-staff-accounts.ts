import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLoginHook } from 'payload'

import { audit } from '@/platform/audit/audit'

/** Every sign-in is in the audit log, with the one signing in as the actor. */
export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  // The request has no user yet at this point: the one signing in is the actor.
  await audit(
    req,
    { action: 'sign-in', summary: `${user.email} signed in`, target: `users:${user.id}` },
    { ...user, collection: 'users' },
  )
}

/** A new staff account and every change of role are in the audit log. */
export const auditStaffChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') {
    await audit(req, {
      action: 'staff-create',
      summary: `Staff account ${doc.email} created with role ${doc.role ?? 'none'}`,
      target: `users:${doc.id}`,
      details: { role: doc.role ?? null },
    })
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
