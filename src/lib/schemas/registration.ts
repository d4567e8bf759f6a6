import { z } from 'zod'

import { ATTENDANCE_CHOICES, normaliseAttendance } from '../attendance'
import { trimToNull } from '../normalise'

import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, MISSING_ATTENDANCE_MESSAGE, MISSING_DETAILS_MESSAGE } from './form-texts'

export { fieldErrors, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, MISSING_ATTENDANCE_MESSAGE, MISSING_DETAILS_MESSAGE } from './form-texts'

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
