import { z } from 'zod'

import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from '@/platform/forms/form-texts'
import { phoneSchema } from '@/platform/forms/phone-schema'

export const SETTINGS_SAVED = 'Settings Saved'
export const SETTINGS_SAVE_FAILED = 'Failed to save settings. Please try again.'
const INVALID_URL_MESSAGE = 'Please enter a full web address starting with https://'

const optionalUrl = z
  .string()
  .trim()
  .refine((value) => {
    if (!value) return true
    try {
      const url = new URL(value)
      return url.protocol === 'https:' || url.protocol === 'http:'
    } catch {
      return false
    }
  }, INVALID_URL_MESSAGE)
  .transform((value) => value || null)

/** The Contact Info tab: checked in the browser for quick messages; the site settings' own field rules check it again. */
export const contactSettingsSchema = z.object({
  enquiriesEmail: z.string().trim().toLowerCase().pipe(z.email(INVALID_EMAIL_MESSAGE)),
  phones: z
    .array(
      z.object({
        id: z.string().nullish(),
        number: phoneSchema.refine((value) => value !== null, INVALID_PHONE_MESSAGE),
        inFooter: z.boolean().default(true),
      }),
    )
    .min(1, 'Keep at least one phone number.'),
  websiteUrl: optionalUrl,
  liveStreamUrl: optionalUrl,
})
