import { z } from 'zod'

import {
  BEST_TIMES,
  GUEST_COUNTS,
  INVALID_EMAIL_MESSAGE,
  PREFERRED_CLASSES,
  SERVICE_DATES,
} from '@/platform/forms/form-texts'

export {
  BEST_TIMES,
  GUEST_COUNTS,
  PREFERRED_CLASSES,
  SERVICE_DATE_LABELS,
  SERVICE_DATES,
} from '@/platform/forms/form-texts'

const required = (label: string, max = 200) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Please shorten your ${label} to ${max} characters or fewer.`)

const email = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address.')
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))

const phone = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(30, 'Please enter a valid phone number.')
    .regex(/^[+()\-\s\d]*\d[+()\-\s\d]*$/, 'Please enter a valid phone number.')

const honeypot = z.string().default('')

export const foundationSchoolSchema = z.object({
  fullName: required('full name'),
  mobile: phone('mobile number'),
  email,
  preferredClass: z.enum(PREFERRED_CLASSES, { error: 'Please choose in person or online.' }),
  bestTime: z.enum(BEST_TIMES, { error: 'Please choose the best time to reach you.' }),
  questions: z.string().trim().max(2000, 'Please keep your questions under 2000 characters.').default(''),
  website: honeypot,
})

export const prayerRequestSchema = z.object({
  fullName: required('full name'),
  phone: phone('phone number'),
  email,
  prayerRequest: required('prayer request', 5000),
  consent: z.literal(true, { error: 'Please consent to be contacted by the church.' }),
  website: honeypot,
})

export const visitPlanSchema = z.object({
  name: required('name'),
  email,
  mobile: phone('mobile number'),
  serviceDate: z.enum(SERVICE_DATES, { error: 'Please choose when you plan to visit.' }),
  guestsCount: z.enum(GUEST_COUNTS, { error: 'Please tell us how many are coming.' }),
  website: honeypot,
})
