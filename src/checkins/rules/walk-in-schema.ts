import { z } from 'zod'

import { INVALID_EMAIL_MESSAGE } from '@/platform/forms/form-texts'
import { phoneSchema } from '@/platform/forms/phone-schema'

const WALK_IN_NAME_MESSAGE = 'Please enter the person’s name.'
export const WALK_IN_SESSION_MESSAGE = 'Please choose the session.'

/** A walk-in registered at the door: a name, an e-mail or phone if they give one, and the event and session they came to. */
export const walkInSchema = z.object({
  fullName: z
    .string({ error: WALK_IN_NAME_MESSAGE })
    .trim()
    .min(1, WALK_IN_NAME_MESSAGE)
    .max(200, 'Please shorten the name to 200 characters or fewer.'),
  email: z
    .string()
    .nullish()
    .transform((value) => value?.trim().toLowerCase() || null)
    .pipe(z.email(INVALID_EMAIL_MESSAGE).max(254, INVALID_EMAIL_MESSAGE).nullable()),
  phone: phoneSchema,
  event: z.coerce
    .number({ error: 'Please choose the event.' })
    .int('Please choose the event.')
    .positive('Please choose the event.'),
  session: z
    .string({ error: WALK_IN_SESSION_MESSAGE })
    .trim()
    .min(1, WALK_IN_SESSION_MESSAGE)
    .max(40, WALK_IN_SESSION_MESSAGE),
  /** Sent after staff have seen the possible duplicates and still want a new registration. */
  confirmDuplicate: z.boolean().default(false),
})

export type WalkInInput = z.infer<typeof walkInSchema>
