import type { z } from 'zod'

/**
 * What the public forms say and offer, without the validation library: a form's page shows these at
 * once, and loads its schema (zod) only when the person starts on the form.
 */
export const MISSING_DETAILS_MESSAGE = 'Please fill in your name and email address.'
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.'
export const MISSING_ATTENDANCE_MESSAGE = 'Please choose which events you plan to attend.'

export const CONSENT_REQUIRED_TITLE = 'Consent Required'
export const consentRequiredMessage = (churchName: string) => `Please consent to be contacted by ${churchName}.`

export const PREFERRED_CLASSES = ['in-person', 'online'] as const
export const BEST_TIMES = ['am', 'pm'] as const
export const SERVICE_DATES = ['this-sunday', 'next-sunday', 'this-wednesday', 'next-wednesday', 'other'] as const
export const GUEST_COUNTS = ['1', '2', '3-5', '6-10', '10+'] as const

export const SERVICE_DATE_LABELS: Record<(typeof SERVICE_DATES)[number], string> = {
  'this-sunday': 'This Sunday',
  'next-sunday': 'Next Sunday',
  'this-wednesday': 'This Wednesday',
  'next-wednesday': 'Next Wednesday',
  other: 'Another date',
}

/** The first message for each field, keyed by field name; problems with the whole body go under "_form". */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    // An event question's answer, or a person brought along, is named by its whole path ("answers.q1", "people.0.fullName").
    const isNested = issue.path[0] === 'answers' || issue.path[0] === 'people'
    const key = !issue.path.length ? '_form' : isNested ? issue.path.map(String).join('.') : String(issue.path[0])
    errors[key] ??= issue.message
  }
  return errors
}
