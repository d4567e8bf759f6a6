/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { applyRetentionTask } from './apply-retention'
export { privacyEndpoints } from './endpoints'
export { RETENTION_DEFAULTS } from './rules/retention'
