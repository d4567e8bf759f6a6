import type { EventSession } from './event-model'
import { formatEventDateLine } from './event-time'
import { chosenSessionsOf } from './registrant-sessions'

export const MERGE_FIELDS = ['[FirstName]', '[Email]', '[EventDate]'] as const
export type MergeField = (typeof MERGE_FIELDS)[number]

export const SMS_MAX_LENGTH = 160

export type MergePerson = { fullName: string; email?: string | null; attendanceChoice?: string[] | null }
/** The person's own event: its sessions in order, and the marker its registrations store when every session is chosen. */
export type MergeContext = { sessions: readonly EventSession[]; allKey: string }

// One pass over the template: a value that itself contains "[Email]" is never substituted again.
const MERGE_FIELD_PATTERN = /\[(?:FirstName|Email|EventDate)\]/g

function mergeValues(person: MergePerson, context: MergeContext): Record<MergeField, string> {
  return {
    '[FirstName]': person.fullName.trim().split(/\s+/)[0] ?? '',
    '[Email]': person.email ?? '',
    '[EventDate]': chosenSessionsOf(context.sessions, context.allKey, person.attendanceChoice).map(formatEventDateLine).join(' and '),
  }
}

const substitute = (text: string, values: Record<MergeField, string>) =>
  text.replace(MERGE_FIELD_PATTERN, (field) => values[field as MergeField])

/** Plain text, for SMS and the text part of an e-mail. */
export function renderMergeFields(template: string, person: MergePerson, context: MergeContext): string {
  return substitute(template, mergeValues(person, context))
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * The HTML part of an e-mail. Staff write templates as plain text and registrants choose their own
 * names, so both are escaped: a name such as "<img onerror=…>" must reach the inbox as text.
 */
export function renderMergeFieldsHtml(template: string, person: MergePerson, context: MergeContext): string {
  const values = mergeValues(person, context)
  const escapedValues = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, escapeHtml(value)]),
  ) as Record<MergeField, string>
  return substitute(escapeHtml(template), escapedValues).replace(/\r\n|\r|\n/g, '<br>')
}

export type SmsLengthInfo = { length: number; remaining: number; isTooLong: boolean; segments: number }

// The GSM 03.38 alphabet (and its extension table) fits 160 characters in one SMS; any other
// character (an emoji, curly quotes) sends the whole message as UCS-2, 70 a part.
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/

/** How many parts a phone receives: one up to a part's size; longer messages lose some room per part to joining them. */
export function smsSegments(text: string): number {
  if (!text) return 0
  const [single, multi] = GSM_7.test(text) ? [160, 153] : [70, 67]
  return text.length <= single ? 1 : Math.ceil(text.length / multi)
}

/** Counts UTF-16 units of the text as it will be sent (merge fields expanded), against the limit. */
export function smsLengthInfo(text: string): SmsLengthInfo {
  return {
    length: text.length,
    remaining: Math.max(0, SMS_MAX_LENGTH - text.length),
    isTooLong: text.length > SMS_MAX_LENGTH,
    segments: smsSegments(text),
  }
}
