/** The pure part other domains use, in the browser and on the server: rules, constants and types, nothing that reads or writes. */
export {
  MESSAGING_AUDIENCES,
  MESSAGING_AUDIENCE_LABELS,
  checkedInAt,
  choseSession,
  combine,
  describeFilters,
  notCancelledWhere,
  notCheckedInAt,
  onAWaitingListFor,
  paymentAudienceLabel,
  reachableWhere,
  waitingFor,
} from './rules/audience'
export type {
  AttendanceFilter,
  AudienceFilters,
  GdprFilter,
  MessagingAudience,
  PaymentAudience,
  PhoneFilter,
  SessionAttendanceFilter,
} from './rules/audience'
export { formatCheckinCode, parseCheckinCode } from './rules/checkin-code'
export { EXAMPLE_WEBHOOK_PAYLOAD, WEBHOOK_URL_REQUIRED } from './rules/webhook-payloads'
export { buildCsvHeaderChunk, londonDateStamp, toCsvLines } from './rules/registrations-csv'
