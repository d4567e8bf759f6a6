/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { checkInEndpoint, checkInGroupEndpoint, doorKeyEndpoint, doorListEndpoint, doorSyncEndpoint } from './endpoints'
export { checkOutEndpoint, labelEndpoint } from './endpoints'
export { checkinListEndpoint, walkInEndpoint } from './endpoints'
export { auditCheckinCreated, auditCheckinDeleted, lockBeforeDelete } from './hooks/audit-checkin'
export { deleteCheckins } from './hooks/delete-checkins'
export { stampCheckin } from './hooks/stamp-checkin'
export { pruneDoorLog } from './prune-door-log'
