import type { PayloadRequest } from 'payload'

import { CONSENT_VERSION, consentWording } from './rules/consent'
import { readChurchName } from '@/site'

import { recordConsent } from './record-consent'

/**
 * The prayer form's required box: consent to be contacted about this request, by e-mail or by
 * phone, recorded for both. Its purpose is prayer follow-up, so it never adds anyone to bulk
 * messages (that needs marketing consent from the event form or the preferences page).
 */
export async function recordPrayerConsent(req: PayloadRequest, doc: Record<string, unknown>): Promise<void> {
  if (doc.consent !== true || typeof doc.email !== 'string') return
  const wording = consentWording(await readChurchName(req.payload, req)).prayerFollowUp
  await recordConsent(req, {
    email: doc.email,
    entries: (['email', 'sms'] as const).map((channel) => ({
      channel,
      action: 'given' as const,
      purpose: 'prayer-follow-up' as const,
      wording,
      wordingVersion: CONSENT_VERSION,
    })),
    source: 'prayer-request-form',
  })
}
