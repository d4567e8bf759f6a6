import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { phoneKey } from '@/platform/data/phone-key'

import { emailKey } from '../rules/email-key'
import { repeatsAnEarlierEntry } from '../rules/repeated-contact'

/**
 * Which entry of its list is being checked: the row itself (the admin form's checks as it is edited
 * pass no path), the row with its id, or the index in its path (a save's checks).
 */
function placeInList(rows: unknown[], options: { siblingData?: unknown; path?: (number | string)[] }): number {
  const byRow = rows.indexOf(options.siblingData)
  if (byRow >= 0) return byRow
  const id = (options.siblingData as { id?: unknown } | undefined)?.id
  const byId = id == null ? -1 : rows.findIndex((row) => (row as { id?: unknown } | null)?.id === id)
  if (byId >= 0) return byId
  const fromPath = Number(options.path?.at(-2))
  return Number.isInteger(fromPath) && fromPath >= 0 && fromPath < rows.length ? fromPath : -1
}

const KINDS = {
  email: { list: 'emails', keyOf: emailKey, noun: 'e-mail address' },
  phone: { list: 'phones', keyOf: phoneKey, noun: 'phone number' },
} as const

/**
 * One address (or phone) of a person as an admin saves it: refused, under that entry, when an entry
 * above it is the same mailbox (or number) however written; otherwise Payload's own text checks.
 */
export const validateContactEntry =
  (kind: keyof typeof KINDS): TextFieldSingleValidation =>
  (value, options) => {
    const { list, keyOf, noun } = KINDS[kind]
    const rows = (options.data as Record<string, unknown> | undefined)?.[list]
    const index = Array.isArray(rows) ? placeInList(rows, options) : -1
    if (typeof value === 'string' && index >= 0) {
      const keys = (rows as Array<Record<string, unknown> | null>).map((row) =>
        typeof row?.[kind] === 'string' ? keyOf(row[kind] as string) : null,
      )
      keys[index] = keyOf(value)
      if (repeatsAnEarlierEntry(keys, index))
        return `${value.trim()} is listed twice: a person holds each ${noun} once.`
    }
    return text(value, options)
  }
