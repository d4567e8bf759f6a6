// The registration form's view of an event: plain data the browser receives, and the words it shows.
// The browser loads this module, so it stays free of the date library (dates arrive formatted).

import type { EventQuestion } from './event-questions'

/** One attendance box: what a registration stores for it, its title, and "(date, time, place)" beside it. */
export type SessionChoiceOption = { key: string; title: string; details: string }

/** Whether the form and the event page speak of days (every session on a UK date of its own) or of sessions. */
export type AttendanceUnit = 'days' | 'sessions'

export type AttendanceForm = {
  /** The event's page slug, posted with the form so the registration lands on this event. */
  slug: string
  sessions: SessionChoiceOption[]
  /** Stored beside the session keys when every session is chosen; its box is offered from two sessions up. */
  allKey: string
  allSessionsLabel: string
  unit: AttendanceUnit
  /** The event's own questions, asked after the usual details (each person brought along answers those marked per attendee). */
  questions: EventQuestion[]
  /** How many people one booker may bring on the form; 0 hides the option. */
  groupLimit: number
  /** Whether places are limited: the form then asks the server how many are left (never from the cached page). */
  hasPlaceLimits: boolean
}

/** The form's question, "Which days will you attend?" or "Which sessions will you attend?". */
export const attendanceQuestion = (unit: AttendanceUnit) => `Which ${unit} will you attend?`

/** The event page's line above the form: "Free admission. Tell us which day you plan to attend." */
export function registerIntro(admission: string | null | undefined, unit: AttendanceUnit): string {
  const ask = `Tell us which ${unit === 'days' ? 'day' : 'session'} you plan to attend.`
  const price = admission?.trim().replace(/[.!]+$/, '')
  return price ? `${price}. ${ask}` : ask
}
