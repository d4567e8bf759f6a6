/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { readAddressToken } from './address-token'
export { preferencesEndpoint } from './endpoints'
export { unsubscribeEndpoint } from './endpoints'
export { messageLinksFor } from './message-links'
export { flagsFrom, readConsent, registrationConsentFields, withAddedRecords } from './read-consent'
export type { ConsentSnapshot } from './read-consent'
export { recordConsent } from './record-consent'
export type { ConsentEntry } from './record-consent'
export { recordPrayerConsent } from './record-prayer-consent'
export {
  CONSENT_ACTIONS,
  CONSENT_CHANNELS,
  CONSENT_CHANNEL_LABELS,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  CONSENT_VERSION,
  consentWording,
} from './rules/consent'
export type { ConsentChannel } from './rules/consent'
export { currentConsent } from './rules/current-consent'
export { syncConsentFlags } from './sync-consent-flags'
export { suppressEverywhere } from './unsubscribe-email'
export { PREFERENCES_MESSAGES, preferencesFrom } from './update-preferences'
