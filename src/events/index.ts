/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { calendarResponse } from './calendar-response'
export { duplicateEventEndpoint } from './endpoints'
export { readFeaturedEventState } from './featured-event-state'
export { findEvent, findEventById } from './find-event'
export { fillQuestionKey, fillSessionKey, fillSlug } from './hooks/fill-keys'
export { auditSensitivityChanges, refuseSensitivityChangesByNonAdmins } from './hooks/guard-sensitive-questions'
export { keepRegisteredSessionKeys } from './hooks/keep-registered-session-keys'
export { refuseDeletingUsedEvent } from './hooks/refuse-deleting-used-event'
export { revalidateEventAfterChange, revalidateEventAfterDelete } from './hooks/revalidate-event'
export {
  choiceRulesOfStaffEvent,
  chooseStaffEvent,
  eventPickerOptions,
  readStaffEvent,
  requireStaffEvent,
} from './list-staff-events'
export type { StaffEvent } from './list-staff-events'
export { readEventQuestions } from './read-event-questions'
export { choiceRulesOf, readEventById, readFeaturedEvent, readPublishedEvent, sessionsOf } from './read-event'
export { eventIdOf, readRegistrationEvent } from './read-registration-event'
export { registerIntro } from './rules/attendance-form'
export type { AttendanceUnit } from './rules/attendance-form'
export { eventTimeStatus, lastSessionEnd } from './rules/countdown'
export { dueMessageSql, dueMessagesWhere } from './rules/due-messages'
export { eventJsonLd, jsonLdScript } from './rules/event-json-ld'
export { eventPlaces, formatEventDates, hasSessionTimes, latestEndFirst, splitEvents } from './rules/event-list'
export type { EventSession, SessionChoiceRules, SessionTimes } from './rules/event-model'
export {
  QUESTION_TYPE_OPTIONS,
  answerText,
  answersSchemaFor,
  eventQuestionsOf,
  questionProblems,
  questionsFor,
  storedAnswers,
} from './rules/event-questions'
export type { EventQuestion, StoredAnswer } from './rules/event-questions'
export { isEventSlug } from './rules/event-slug'
export {
  EVENT_TIME_ZONE,
  formatDateTimeAt,
  formatDayDate,
  formatEventDateLine,
  formatTimeRange,
} from './rules/event-time'
export {
  bannerTimeline,
  endedTimeline,
  registrationClosedTimeline,
  registrationTimeline,
} from './rules/event-page-timelines'
export type { BannerState } from './rules/event-page-timelines'
export { buildDayIcs, buildEventIcs } from './rules/ics'
export type { CalendarFile } from './rules/ics'
export { findPastDates } from './rules/past-dates'
export { chosenSessionsOf, sessionLine, sessionWhen } from './rules/registrant-sessions'
export { registrationWindow, registrationWindowMessage } from './rules/registration-window'
export {
  chosenSessionKeys,
  normaliseSessionChoice,
  toggleSessionChoice,
  unknownSessionChoices,
} from './rules/session-choice'
export {
  checkedInSessionKeys,
  doorSessionKey,
  sessionCalendarFile,
  sessionLabels,
  sessionsAreDays,
  staffCalendarLink,
} from './rules/session-labels'
export type { SessionLabel } from './rules/session-labels'
export { shareLinks } from './rules/share'
export { timelineOf } from './rules/phase-timeline'
export { isSpecEvent } from './rules/spec-event'
export { sessionValidationErrors } from './rules/validate-sessions'
