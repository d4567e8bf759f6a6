/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { eventFiltersOf, resolveSegment, segmentFilters } from './audience-filters'
export { checkinQrAttachment } from './checkin-qr'
export { countRegistrationsPerDay } from './count-registrations-per-day'
export type { RegistrationDays } from './count-registrations-per-day'
export { countAllRegistrations, countRegistered, countRegistrations, overviewCountsOf } from './count-registrations'
export type { RegistrationStats, SessionCount } from './count-registrations'
export { deliverWebhookTask } from './deliver-webhook'
export { CHECKIN_QR_CONTENT_ID, manageRegistrationUrl } from './emails/registration-confirmation'
export { exportEndpoint, statsEndpoint } from './endpoints'
export { manageEndpoint } from './endpoints'
export { registerEndpoint } from './endpoints'
export { verifyEndpoint } from './endpoints'
export { findListedRegistrations } from './find-registrations'
export { checkSessionChoice } from './hooks/check-session-choice'
export { deriveConsent, syncConsentOfSameAddress } from './hooks/derive-consent'
export { deriveServerFields } from './hooks/derive-server-fields'
export { normaliseEmailField, normaliseNameField } from './hooks/normalise-contact'
export { queueRegistrationWebhook } from './hooks/queue-registration-webhook'
export { readManagedEvent } from './manage-registration'
export { attendanceFormOf, attendanceUnit } from './rules/attendance-day-details'
export {
  CHURCH_WIDE_AUDIENCES,
  MESSAGING_AUDIENCE_FILTERS,
  MESSAGING_AUDIENCE_LABELS,
  SPEC_EVENT_AUDIENCES,
  checkinSearchWhere,
  combine,
  describeEventFilter,
  expectedAtSessionWhere,
  listScopeOf,
  notCancelledWhere,
  reachableWhere,
  segmentWhere,
} from './rules/audience'
export type { AudienceFilters } from './rules/audience'
export { generateCheckinCode, parseCheckinCode } from './rules/checkin-code'
export { overviewFigures } from './rules/overview-figures'
export type { OverviewFigure } from './rules/overview-figures'
export { eventParamSchema, registrationListParams } from './rules/registration-filters'
export { identityKey } from './rules/registration-identity'
export { formatChartDay } from './rules/registrations-per-day'
export type { DayCount } from './rules/registrations-per-day'
export { WEBHOOK_URL_REQUIRED, webhookTestPayload } from './rules/webhook-payloads'
export { sendRegistrationConfirmationTask } from './send-registration-confirmation'
export { readVerifiedRegistration } from './verify-registration-email'
