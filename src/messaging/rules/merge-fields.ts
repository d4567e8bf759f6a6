import { escapeHtml } from '@/platform/data/escape-html'
import { formatCheckinCode } from '@/registrations/shared'
import {
  answerText,
  chosenSessionsOf,
  type EventSession,
  formatEventDateLine,
  sessionPlace,
  type StoredAnswer,
} from '@/events/shared'
/** The SPEC's placeholders: the person and the dates they chose. */
export const MERGE_FIELDS = ['[FirstName]', '[Email]', '[EventDate]'] as const
/** The name of the person's own event, in any message: default templates fit every event. */
export const EVENT_MERGE_FIELDS = ['[EventName]'] as const
type MergeField = (typeof MERGE_FIELDS)[number] | (typeof EVENT_MERGE_FIELDS)[number]

/** What a message about one session (a scheduled reminder) may name besides the person. */
export const SESSION_MERGE_FIELDS = [
  '[SessionName]',
  '[SessionTime]',
  '[Venue]',
  '[CheckinCode]',
  '[QrCode]',
  '[ManageLink]',
] as const
type SessionMergeField = (typeof SESSION_MERGE_FIELDS)[number]
/** What the person told the event on its form: every answer except the sensitive ones, one "Question: answer" line each. */
export const REGISTRANT_MERGE_FIELDS = ['[Answers]'] as const
type RegistrantMergeField = (typeof REGISTRANT_MERGE_FIELDS)[number]
type AnyMergeField = MergeField | SessionMergeField | RegistrantMergeField

export const SMS_MAX_LENGTH = 160

export type MergePerson = {
  fullName: string
  email?: string | null
  attendanceChoice?: string[] | null
  /** For a message about a session: the person's check-in code and private manage link. */
  checkinCode?: string | null
  manageUrl?: string | null
  /**
   * The registration's open answers for [Answers]. Sensitive answers are kept in another field that
   * no sender reads, so they never reach a message. Left out (undefined), [Answers] stays as typed.
   */
  answers?: readonly StoredAnswer[] | null
}
/** The session a message is about, and where its QR image is (an inline attachment's `cid:`; null where no image can go, as in an SMS). */
type SessionMergeContext = { eventName: string; session: EventSession; qrImageSrc: string | null }
/**
 * The person's own event: its sessions in order, and the marker its registrations store when every
 * session is chosen; and, for a message about one session, that session. Without it the session
 * fields are left as typed, as any unknown text in brackets is.
 */
export type MergeContext = {
  sessions: readonly EventSession[]
  allKey: string
  /** The event's title, for [EventName]; left as typed when unknown. */
  eventName?: string
  about?: SessionMergeContext | null
}

// One pass over the template: a value that itself contains "[Email]" is never substituted again.
const MERGE_FIELD_PATTERN =
  /\[(?:FirstName|Email|EventDate|EventName|SessionName|SessionTime|Venue|CheckinCode|QrCode|ManageLink|Answers)\]/g

type MergeValues = Partial<Record<AnyMergeField, string>>

// A send merges the same few sessions for thousands of people; formatting a date on the UK clock is the costly part.
const dateLines = new WeakMap<EventSession, string>()
const dateLineOf = (session: EventSession) => {
  const known = dateLines.get(session)
  if (known !== undefined) return known
  const line = formatEventDateLine(session)
  dateLines.set(session, line)
  return line
}

function sessionValues(person: MergePerson, about: SessionMergeContext): MergeValues {
  const hasQrImage = Boolean(person.checkinCode && about.qrImageSrc)
  return {
    '[EventName]': about.eventName,
    '[SessionName]': about.session.title,
    '[SessionTime]': dateLineOf(about.session),
    '[Venue]': sessionPlace(about.session),
    '[CheckinCode]': person.checkinCode ? formatCheckinCode(person.checkinCode) : '',
    // The text part of an e-mail points at the image the HTML part shows; an SMS has neither.
    '[QrCode]': hasQrImage ? '(your QR code is attached)' : '',
    '[ManageLink]': person.manageUrl ?? '',
  }
}

function mergeValues(person: MergePerson, context: MergeContext): MergeValues {
  return {
    '[FirstName]': person.fullName.trim().split(/\s+/)[0] ?? '',
    '[Email]': person.email ?? '',
    '[EventDate]': chosenSessionsOf(context.sessions, context.allKey, person.attendanceChoice)
      .map(dateLineOf)
      .join(' and '),
    ...(context.eventName === undefined ? {} : { '[EventName]': context.eventName }),
    ...(context.about ? sessionValues(person, context.about) : {}),
    ...(person.answers === undefined ? {} : { '[Answers]': answersText(person.answers) }),
  }
}

/** "Dietary needs: Vegetarian", one line per answer, in the order they were asked. */
const answersText = (answers: readonly StoredAnswer[] | null) =>
  (answers ?? []).map((answer) => `${answer.label}: ${answerText(answer.value)}`).join('\n')

const substitute = (text: string, values: MergeValues) =>
  text.replace(MERGE_FIELD_PATTERN, (field) => values[field as AnyMergeField] ?? field)

/** Plain text, for SMS and the text part of an e-mail. */
export function renderMergeFields(template: string, person: MergePerson, context: MergeContext): string {
  return substitute(template, mergeValues(person, context))
}

/**
 * The HTML part of an e-mail. Staff write templates as plain text and registrants choose their own
 * names, so both are escaped: a name such as "<img onerror=…>" must reach the inbox as text.
 */
export function renderMergeFieldsHtml(template: string, person: MergePerson, context: MergeContext): string {
  const values = mergeValues(person, context)
  const escapedValues: MergeValues = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, escapeHtml(value)]),
  )
  const about = context.about
  if (about) {
    // The two fields that are markup in HTML: the QR image and a link that can be clicked.
    escapedValues['[QrCode]'] =
      person.checkinCode && about.qrImageSrc
        ? `<img src="${escapeHtml(about.qrImageSrc)}" alt="Your check-in QR code" width="200" height="200">`
        : ''
    escapedValues['[ManageLink]'] = person.manageUrl
      ? `<a href="${escapeHtml(person.manageUrl)}">${escapeHtml(person.manageUrl)}</a>`
      : ''
  }
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
