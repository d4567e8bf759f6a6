import type { Payload } from 'payload'

import { isAnyStaff } from './index'

/**
 * Payload adds its document-lock collection after the config is built, open to anyone signed in.
 * Narrow it to staff whose sign-in is complete, so a session that still owes its second factor (or
 * an account without a role) cannot see who is editing what. Runs once, from `onInit`.
 */
export function restrictInternalCollections(payload: Payload): void {
  const locks = payload.collections['payload-locked-documents']?.config
  if (!locks) return
  locks.access = { ...locks.access, create: isAnyStaff, read: isAnyStaff, update: isAnyStaff, delete: isAnyStaff }
}
