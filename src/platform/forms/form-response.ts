/** What every form endpoint answers, and what the browser's form code reads. */
/**
 * A form's answer; `waitingList` is true when the event was full and the person joined its waiting list;
 * `redirectTo` is a page the person goes on to (a paid booking's Stripe Checkout).
 */
export type FormResponse = {
  ok: boolean
  message?: string
  errors?: Record<string, string>
  waitingList?: boolean
  redirectTo?: string
  /** A booking to pay by bank transfer or on the day: its reference and the sentences saying how. */
  payment?: { reference: string; lines: string[] }
}

/** The one message for a failure the visitor cannot act on (the details go to the log). */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.'
