/** The pure part other domains use, in the browser and on the server: rules, constants and types, nothing that reads or writes. */
export type { StaffEvent } from './list-staff-events'
export { attendanceQuestion } from './rules/attendance-form'
export type { AttendanceForm, AttendanceUnit, SessionChoiceOption } from './rules/attendance-form'
export type { EventSession, SessionChoiceRules, SessionTimes } from './rules/event-model'
export { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './rules/event-question-limits'
export { answerText, answersSchemaFor, eventQuestionsOf, questionsFor } from './rules/event-questions'
export type { EventQuestion, StoredAnswer } from './rules/event-questions'
export { isEventSlug } from './rules/event-slug'
export {
  EVENT_TIME_ZONE,
  formatDateTimeAt,
  formatEventDateLine,
  formatStaffDateTime,
  formatShortDayDate,
  formatShortTimeRange,
} from './rules/event-time'
export { chosenSessionsOf, sessionPlace } from './rules/registrant-sessions'
export {
  allSessionsState,
  hasAllSessionsChoice,
  normaliseSessionChoice,
  toggleSessionChoice,
  unknownSessionChoices,
} from './rules/session-choice'
export { sessionLabels, sessionsAreDays } from './rules/session-labels'
export { MAX_SESSIONS, isSessionKey } from './rules/validate-sessions'
