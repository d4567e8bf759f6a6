import type { PayloadRequest } from 'payload'

import { CONSENT_CHANNELS, CONSENT_PURPOSES, CONSENT_VERSION, consentWording } from './rules/consent'
import { currentConsent } from './rules/current-consent'
import { suppressAddress } from './unsubscribe-email'
import { withTransaction } from '@/platform/database/with-transaction'
import { readChurchName } from '@/site'

import { flagsFrom, readConsent } from './read-consent'
import { recordConsent, type ConsentEntry } from './record-consent'
import { syncConsentFlags } from './sync-consent-flags'

export type Preferences = { email: boolean; sms: boolean }

export const PREFERENCES_MESSAGES = {
  invalid: 'This link is not valid. Please use the link from your most recent e-mail from us.',
  saved: 'Your preferences have been saved.',
  unsubscribed:
    'You have been unsubscribed from all messages. We will not e-mail or text you again unless you opt back in here.',
} as const

const PREFERENCES_SOURCE = 'preferences page'

/** What the preferences page shows: the address's marketing consent on each channel, as it applies now. */
export const preferencesFrom = (snapshot: Parameters<typeof flagsFrom>[0]): Preferences => {
  const flags = flagsFrom(snapshot)
  return { email: flags.consentEmail, sms: flags.consentSms }
}

/**
 * The preferences page's two choices, for the address its signed link is for.
 *
 * Saving a change records each channel that changed, with the words shown beside its box. Opting
 * back in to either channel here lifts the address's suppression: this is the person's own later
 * choice, made through a link only they received, so it outranks their earlier opt-out. Nothing
 * else lifts a suppression (a ticked box on the event form proves nobody controls the address; an
 * admin may delete the entry).
 *
 * "Unsubscribe from all" withdraws every consent the address holds (marketing by e-mail and SMS,
 * and any prayer follow-up) and puts it on the suppression list.
 */
export async function updatePreferences(
  req: PayloadRequest,
  { email, choice }: { email: string; choice: Preferences | 'unsubscribe-all' },
): Promise<Preferences> {
  return withTransaction(req, async () => {
    const snapshot = await readConsent(req.payload, email, req)
    const wording = consentWording(await readChurchName(req.payload, req))

    if (choice === 'unsubscribe-all') {
      const entries: ConsentEntry[] = []
      for (const purpose of CONSENT_PURPOSES) {
        const state = currentConsent(snapshot.records, purpose)
        for (const channel of CONSENT_CHANNELS) {
          const isWithdrawn = state[channel].latest?.action === 'withdrawn'
          if (purpose === 'marketing' ? !isWithdrawn : state[channel].isGiven)
            entries.push({ channel, purpose, action: 'withdrawn' })
        }
      }
      if (entries.length) await recordConsent(req, { email, entries, source: 'preferences-page' })
      await suppressAddress(req, email, PREFERENCES_SOURCE)
    } else {
      const current = preferencesFrom(snapshot)
      const entries: ConsentEntry[] = CONSENT_CHANNELS.filter((channel) => choice[channel] !== current[channel]).map(
        (channel) => ({
          channel,
          action: choice[channel] ? 'given' : 'withdrawn',
          wording: wording[channel],
          wordingVersion: CONSENT_VERSION,
        }),
      )
      if (entries.length) await recordConsent(req, { email, entries, source: 'preferences-page' })
      if ((choice.email || choice.sms) && snapshot.isSuppressed) {
        // The suppression list is admin-only over the API; the person's own signed link lifts their entry here.
        await req.payload.delete({
          collection: 'suppressions',
          where: { email: { equals: snapshot.email } },
          overrideAccess: true,
          req,
        })
      }
    }
    await syncConsentFlags(req, email)
    return preferencesFrom(await readConsent(req.payload, email, req))
  })
}
