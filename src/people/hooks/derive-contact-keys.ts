import type { CollectionBeforeChangeHook } from 'payload'

import { normaliseEmail } from '@/platform/data/normalise'
import { phoneKey } from '@/platform/data/phone-key'

import { emailKey } from '../rules/email-key'

type Contact = { email?: string | null; phone?: string | null; key?: string | null }

/**
 * A person's addresses and phones carry the keys matching looks them up by, kept from what is
 * stored whoever writes it (a form, a merge, an admin); someone staff add is first seen now.
 */
export const deriveContactKeys: CollectionBeforeChangeHook = ({ data, operation }) => {
  const next = { ...data }
  if (Array.isArray(next.emails))
    next.emails = (next.emails as Contact[]).map((row) => ({
      ...row,
      email: normaliseEmail(row.email),
      key: emailKey(row.email),
    }))
  if (Array.isArray(next.phones))
    next.phones = (next.phones as Contact[]).map((row) => ({
      ...row,
      phone: row.phone?.trim() ?? '',
      key: phoneKey(row.phone),
    }))
  if (operation === 'create') {
    next.firstSeenAt ??= new Date().toISOString()
    next.firstSeenVia ??= 'staff'
  }
  return next
}
