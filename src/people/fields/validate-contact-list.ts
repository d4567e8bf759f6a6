import type { ArrayFieldValidation } from 'payload'

import { phoneKey } from '@/platform/data/phone-key'

import { emailKey } from '../rules/email-key'
import { repeatedContact } from '../rules/repeated-contact'

const KINDS = {
  email: {
    keyOf: emailKey,
    message: (value: string) => `${value} is listed twice: a person holds each e-mail address once.`,
  },
  phone: {
    keyOf: phoneKey,
    message: (value: string) => `${value} is listed twice: a person holds each phone number once.`,
  },
} as const

/** A person's addresses (or phones) as an admin saves them: each mailbox (or number) once, however written. */
export const validateContactList =
  (kind: keyof typeof KINDS): ArrayFieldValidation =>
  (rows) => {
    const list = (Array.isArray(rows) ? rows : []) as Array<Record<string, unknown>>
    const text = (row: Record<string, unknown>) => (typeof row[kind] === 'string' ? (row[kind] as string) : '')
    const repeated = repeatedContact(list, (row) => KINDS[kind].keyOf(text(row)))
    return repeated ? KINDS[kind].message(text(repeated).trim()) : true
  }
