/** What every form endpoint answers, and what the browser's form code reads. */
export type FormResponse = { ok: boolean; message?: string; errors?: Record<string, string> }

/** The one message for a failure the visitor cannot act on (the details go to the log). */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.'
