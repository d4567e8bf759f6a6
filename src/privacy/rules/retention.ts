const DAY_MS = 24 * 60 * 60 * 1000

/** How long things are kept, in days (Site settings → Data retention); these are the defaults. */
export const RETENTION_DEFAULTS = {
  prayerRequestDays: 180,
  formSubmissionDays: 365,
  registrationDaysAfterEvent: 365,
  outboxDays: 90,
  logDays: 730,
} as const
export type RetentionSettings = { [K in keyof typeof RETENTION_DEFAULTS]?: number | null }

export type RetentionCutoffs = {
  prayerRequests: Date
  formSubmissions: Date
  outbox: Date
  logs: Date
  /**
   * Registrations are kept for their event and the period after it: those of an event whose last
   * session ended before this instant are anonymised.
   */
  registrationsOfEventsEndedBefore: Date
}

const daysOf = (settings: RetentionSettings, key: keyof typeof RETENTION_DEFAULTS) =>
  settings[key] ?? RETENTION_DEFAULTS[key]
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

/** What is past its time at `now`: anything created before a cutoff goes. */
export function retentionCutoffs(settings: RetentionSettings, now: Date): RetentionCutoffs {
  return {
    prayerRequests: before(now, daysOf(settings, 'prayerRequestDays')),
    formSubmissions: before(now, daysOf(settings, 'formSubmissionDays')),
    outbox: before(now, daysOf(settings, 'outboxDays')),
    logs: before(now, daysOf(settings, 'logDays')),
    registrationsOfEventsEndedBefore: before(now, daysOf(settings, 'registrationDaysAfterEvent')),
  }
}
