/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { deliveryStatusEndpoints } from './endpoints'
export { scheduledMessageStatusEndpoint } from './endpoints'
export { segmentCountsEndpoint } from './endpoints'
export { previewEndpoint, recipientsEndpoint, sendEndpoint } from './endpoints'
export { auditSegmentChange, auditSegmentDelete } from './hooks/audit-segment-changes'
export { checkSegmentSession } from './hooks/check-segment-session'
export { deleteScheduledMessages, keepScheduledMessagesInStep } from './hooks/keep-scheduled-messages-in-step'
export { readDeliveryCounts } from './hooks/read-delivery-counts'
export { scheduleDueTime } from './hooks/schedule-due-time'
export { sendWhenDue } from './hooks/send-when-due'
export { MESSAGE_PURPOSES, MESSAGE_TYPES } from './rules/messaging'
export {
  MAX_OFFSET_AMOUNT,
  OFFSET_ANCHORS,
  OFFSET_DIRECTIONS,
  OFFSET_UNITS,
  SCHEDULED_AUDIENCES,
  SCHEDULED_AUDIENCE_LABELS,
  offsetProblem,
} from './rules/scheduled-messages'
export { sendBulkMessageTask } from './send-bulk-message'
export { sendScheduledMessagesTask } from './send-due-messages'
