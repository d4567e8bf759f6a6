import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import {
  type ConsentChannel,
  type ConsentEntry,
  flagsFrom,
  readConsent,
  recordConsent,
  registrationConsentFields,
  syncConsentFlags,
  withAddedRecords,
} from '@/consent'
const FLAG: Record<ConsentChannel, 'consentEmail' | 'consentSms'> = { email: 'consentEmail', sms: 'consentSms' }

/**
 * The consent flags are derived from the address's consent records, never simply stored. A write
 * that sets a flag to something the records do not say is an edit of the person's consent: it is
 * recorded first (as a staff edit with the staff user, or as an API write when no staff member is
 * signed in), and the flag then follows the records. On a new registration an unticked (false)
 * flag states nothing: it is the default, not a withdrawal.
 *
 * Without an address (a walk-in) there is nobody to record consent for, so the flags stay off.
 */
export const deriveConsent: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  // A check-in or an attendance change touches neither the address nor consent: its flags stay as synced.
  if (operation === 'update' && !['email', 'consentEmail', 'consentSms'].some((field) => field in data)) return data
  const previous = (operation === 'update' ? originalDoc : undefined) ?? {}
  const next = { ...data }
  const email = next.email === undefined ? previous.email : next.email
  if (!email) {
    Object.assign(next, {
      consentEmail: false,
      consentSms: false,
      consentGdpr: false,
      emailSuppressed: false,
      consentWording: null,
      consentSource: null,
      consentRecordedAt: null,
    })
    return next
  }

  let snapshot = await readConsent(req.payload, String(email), req)
  const derived = flagsFrom(snapshot)
  const edits: ConsentEntry[] = []
  for (const channel of ['email', 'sms'] as const) {
    const wanted = next[FLAG[channel]]
    if (typeof wanted !== 'boolean') continue
    const isEdit =
      operation === 'create'
        ? wanted && !snapshot.marketing[channel].isGiven
        : wanted !== Boolean(previous[FLAG[channel]]) && wanted !== derived[FLAG[channel]]
    if (isEdit) edits.push({ channel, action: wanted ? 'given' : 'withdrawn' })
  }
  if (edits.length) {
    const staff = req.user?.collection === 'users' ? req.user : null
    const added = await recordConsent(req, {
      email: String(email),
      entries: edits,
      source: staff ? 'staff-edit' : 'api',
      staff,
    })
    snapshot = withAddedRecords(snapshot, added)
  }

  Object.assign(next, registrationConsentFields(snapshot))
  return next
}

/** Other registrations with the same address (family members) follow the address's records too. */
export const syncConsentOfSameAddress: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (!doc.email) return doc
  const isUnchanged =
    operation === 'update' &&
    (['email', 'consentEmail', 'consentSms', 'emailSuppressed'] as const).every(
      (field) => previousDoc?.[field] === doc[field],
    )
  if (!isUnchanged) await syncConsentFlags(req, doc.email)
  return doc
}
