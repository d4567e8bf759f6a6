/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { announceRouteChangeTask } from './announce-route-change'
export { settingsEndpoints } from './endpoints'
export { auditSettingsChange } from './hooks/audit-settings-change'
export { announceRouteChanges, refuseRouteChangesByNonAdmins } from './hooks/guard-personal-data-routes'
