import { z } from 'zod'

import { INVALID_EMAIL_MESSAGE } from './registration'

const required = (label: string, max = 200) =>
  z.string({ error: `Please enter your ${label}.` }).trim().min(1, `Please enter your ${label}.`).max(max, `Please shorten your ${label} to ${max} characters or fewer.`)

const email = z.string({ error: 'Please enter your email address.' }).trim().toLowerCase().min(1, 'Please enter your email address.').max(254, INVALID_EMAIL_MESSAGE).pipe(z.email(INVALID_EMAIL_MESSAGE))

const phone = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(30, 'Please enter a valid phone number.')
    .regex(/^[+()\-\s\d]*\d[+()\-\s\d]*$/, 'Please enter a valid phone number.')

const honeypot = z.string().default('')

export const PREFERRED_CLASSES = ['in-person', 'online'] as const
export const BEST_TIMES = ['am', 'pm'] as const
export const SERVICE_DATES = ['this-sunday', 'next-sunday', 'this-wednesday', 'next-wednesday', 'other'] as const
export const GUEST_COUNTS = ['1', '2', '3-5', '6-10', '10+'] as const

export const foundationSchoolSchema = z.object({
  fullName: required('full name'),
  mobile: phone('mobile number'),
  email,
  preferredClass: z.enum(PREFERRED_CLASSES, { error: 'Please choose in person or online.' }),
  bestTime: z.enum(BEST_TIMES, { error: 'Please choose the best time to reach you.' }),
  questions: z.string().trim().max(2000, 'Please keep your questions under 2000 characters.').default(''),
  website: honeypot,
})

export const CONSENT_REQUIRED_TITLE = 'Consent Required'
export const consentRequiredMessage = (churchName: string) => `Please consent to be contacted by ${churchName}.`

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

export type FoundationSchoolInput = z.infer<typeof foundationSchoolSchema>
export type PrayerRequestInput = z.infer<typeof prayerRequestSchema>
export type VisitPlanInput = z.infer<typeof visitPlanSchema>

export const SERVICE_DATE_LABELS: Record<(typeof SERVICE_DATES)[number], string> = {
  'this-sunday': 'This Sunday',
  'next-sunday': 'Next Sunday',
  'this-wednesday': 'This Wednesday',
  'next-wednesday': 'Next Wednesday',
  other: 'Another date',
}
