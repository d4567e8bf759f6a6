/** What the config and the tests use of this domain on the server: the reports. */
export { reportCsvEndpoint } from './endpoints'
export { readAttendanceByMonth } from './read-attendance-by-month'
export { readEventReport } from './read-event-report'
export { readFirstTimerReturns } from './read-first-timer-returns'
export { readFollowUpReport } from './read-follow-up-report'
