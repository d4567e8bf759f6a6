import type { Payload, PayloadRequest } from 'payload'

import { currentConsent, describeGivenConsent, latestConsentRecord, type ConsentState } from './rules/current-consent'
import { normaliseEmail } from '@/platform/data/normalise'
import type { ConsentRecord } from '@/payload-types'

/**
 * An address's consent records, its marketing consent on each channel and whether it is on the
 * suppression list. Records are server-owned, so these reads override access deliberately. Pass
 * `req` to read inside its transaction.
 */
export async function readConsent(payload: Payload, rawEmail: string, req?: PayloadRequest) {
  const email = normaliseEmail(rawEmail)
  // One after the other: inside a transaction both queries share one connection.
  const { docs: records } = await payload.find({
    collection: 'consent-records',
    where: { email: { equals: email } },
    sort: 'recordedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { totalDocs: suppressions } = await payload.count({
    collection: 'suppressions',
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  return { email, records, marketing: currentConsent<ConsentRecord>(records), isSuppressed: suppressions > 0 }
}

export type ConsentSnapshot = Awaited<ReturnType<typeof readConsent>>

/** The snapshot after `added` records were written, without reading them back. */
export const withAddedRecords = (snapshot: ConsentSnapshot, added: ConsentRecord[]): ConsentSnapshot => {
  const records = [...snapshot.records, ...added]
  return { ...snapshot, records, marketing: currentConsent<ConsentRecord>(records) }
}

/** The registration flags an address's records allow: a suppressed address gets nothing, whatever it consented to. */
export const flagsFrom = ({ marketing, isSuppressed }: { marketing: ConsentState; isSuppressed: boolean }) => ({
  consentEmail: marketing.email.isGiven && !isSuppressed,
  consentSms: marketing.sms.isGiven && !isSuppressed,
})

/** Every consent field a registration stores, derived from its address's records and suppression. */
export function registrationConsentFields(snapshot: { marketing: ConsentState; isSuppressed: boolean }) {
  const flags = flagsFrom(snapshot)
  const latest = latestConsentRecord(snapshot.marketing)
  return {
    ...flags,
    consentGdpr: flags.consentEmail || flags.consentSms,
    emailSuppressed: snapshot.isSuppressed,
    consentWording: describeGivenConsent(snapshot.marketing),
    consentSource: latest?.source ?? null,
    consentRecordedAt: latest?.recordedAt ?? null,
  }
}
