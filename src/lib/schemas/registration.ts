import { z } from 'zod'

import { ATTENDANCE_CHOICES, normaliseAttendance } from '../attendance'
import { trimToNull } from '../normalise'

export const MISSING_DETAILS_MESSAGE = 'Please fill in your name and email address.'
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.'
export const MISSING_ATTENDANCE_MESSAGE = 'Please choose which events you plan to attend.'

// Digits, spaces, "+", "-" and brackets only; the digit count keeps out "(-- --)" and the like.
const PHONE_PATTERN = /^[0-9+\-() ]{6,30}$/
const MIN_PHONE_DIGITS = 6

export const phoneSchema = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .nullish()
  .transform((value) => trimToNull(value))
  .pipe(
    z
      .string()
      .regex(PHONE_PATTERN, INVALID_PHONE_MESSAGE)
      .refine((phone) => phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS, INVALID_PHONE_MESSAGE)
      .nullable(),
  )

/**
 * The event registration form, checked in the browser for quick feedback and again on the server,
 * which trusts nothing else. Unknown keys are dropped, so a visitor cannot set consent flags,
 * check-ins or tags by adding them to the request.
 */
export const registrationSchema = z.object({
  fullName: z.string({ error: MISSING_DETAILS_MESSAGE }).trim().min(1, MISSING_DETAILS_MESSAGE).max(200, 'Please shorten your name to 200 characters or fewer.'),
  email: z
    .string({ error: MISSING_DETAILS_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, MISSING_DETAILS_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  phone: phoneSchema,
  attendanceChoice: z
    .array(z.enum(ATTENDANCE_CHOICES, { error: MISSING_ATTENDANCE_MESSAGE }), { error: MISSING_ATTENDANCE_MESSAGE })
    .min(1, MISSING_ATTENDANCE_MESSAGE)
    .transform(normaliseAttendance),
  consentEmail: z.boolean().default(false),
  consentSms: z.boolean().default(false),
  // The honeypot: people never see it, so anything in it marks a bot; the handler decides what to do.
  website: z.string().default(''),
})

export type RegistrationInput = z.infer<typeof registrationSchema>
/** What the form sends, before trimming and defaults. */
export type RegistrationFormValues = z.input<typeof registrationSchema>

/** The first message for each field, keyed by field name; problems with the whole body go under "_form". */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form'
    errors[key] ??= issue.message
  }
  return errors
}
