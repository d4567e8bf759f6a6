import { z } from 'zod'

import { trimToNull } from '../data/normalise'

import { INVALID_PHONE_MESSAGE } from './form-texts'

// Digits, spaces, "+", "-" and brackets only; the digit count keeps out "(-- --)" and the like.
const PHONE_PATTERN = /^[0-9+\-() ]{6,30}$/
const MIN_PHONE_DIGITS = 6

/** An optional phone number as every form takes it: blank is none. */
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
