import { z } from 'zod'

import {
  MESSAGING_AUDIENCES,
  MESSAGING_AUDIENCE_LABELS,
  type AudienceFilters,
  type MessagingAudience,
  type PaymentAudience,
  type SessionAttendanceFilter,
} from '@/registrations/shared'
import { type DeliveryCounts, deliverySummaryText, summariseDeliveries } from '@/platform/delivery/delivery-status'
import { SMS_MAX_LENGTH } from './merge-fields'

export const MESSAGE_TYPES = ['email', 'sms'] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

/**
 * Service messages are about the event a person registered for (confirmation, reminders, changes);
 * anything else is marketing, which PECR allows only with consent on that channel.
 */
export const MESSAGE_PURPOSES = ['service', 'marketing'] as const
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number]

export const MESSAGE_TEXTS = {
  contentRequired: 'Message content is required.',
  subjectRequired: 'Email subject is required.',
  noRecipients: 'No recipients found for the selected audience.',
  sendFailed: 'Failed to send message. Please try again.',
  noHistory: 'No messages sent yet.',
} as const

export const HISTORY_LIMIT = 20
const HISTORY_PREVIEW_LENGTH = 100
export const QUICK_TEMPLATES_LIMIT = 5

/**
 * An audience as the compose screen names it: a built-in audience, a saved segment ("segment:12"),
 * everyone holding a place at an event ("event:3") or on one of its waiting lists ("waiting:3"), or a
 * session's people: registered ("session:3:friday"), checked in ("attended:3:friday"), registered and
 * never checked in ("no-show:3:friday") or on its waiting list ("waiting:3:friday").
 */
export type AudienceKey =
  | MessagingAudience
  | `segment:${number}`
  | `event:${number}`
  | `waiting:${number}`
  | `session:${number}:${string}`
  | `attended:${number}:${string}`
  | `no-show:${number}:${string}`
  | `waiting:${number}:${string}`
  | `awaiting-payment:${number}`
  | `part-paid:${number}`
  | `paid:${number}`

export type ParsedAudienceKey =
  | { kind: 'audience'; audience: MessagingAudience }
  | { kind: 'segment'; id: number }
  | {
      kind: 'event'
      eventId: number
      sessionKey: string | null
      attendance: SessionAttendanceFilter
      /** A paid event's bookers awaiting payment, part paid (a deposit in), or paid in full. */
      payment?: PaymentAudience
    }

/** A session audience's key prefix ("attended:3:friday"), and back. */
const SESSION_AUDIENCE_PREFIX: Record<SessionAttendanceFilter, string> = {
  all: 'session',
  'checked-in': 'attended',
  'no-show': 'no-show',
  waiting: 'waiting',
}
const SESSION_AUDIENCES = Object.fromEntries(
  Object.entries(SESSION_AUDIENCE_PREFIX).map(([attendance, prefix]) => [
    prefix,
    attendance as SessionAttendanceFilter,
  ]),
)
const SESSION_AUDIENCE_KEY = new RegExp(
  `^(${Object.keys(SESSION_AUDIENCES).join('|')}):(\\d{1,10}):([a-z0-9]+(?:-[a-z0-9]+)*)$`,
)

export function parseAudienceKey(value: string): ParsedAudienceKey | null {
  if ((MESSAGING_AUDIENCES as readonly string[]).includes(value))
    return { kind: 'audience', audience: value as MessagingAudience }
  const segment = /^segment:(\d{1,10})$/.exec(value)
  if (segment) return { kind: 'segment', id: Number(segment[1]) }
  const event = /^(event|waiting):(\d{1,10})$/.exec(value)
  if (event)
    return {
      kind: 'event',
      eventId: Number(event[2]),
      sessionKey: null,
      attendance: event[1] === 'waiting' ? 'waiting' : 'all',
    }
  const payment = /^(awaiting-payment|part-paid|paid):(\d{1,10})$/.exec(value)
  if (payment)
    return {
      kind: 'event',
      eventId: Number(payment[2]),
      sessionKey: null,
      attendance: 'all',
      payment: payment[1] === 'awaiting-payment' ? 'awaiting' : (payment[1] as 'part-paid' | 'paid'),
    }
  const session = SESSION_AUDIENCE_KEY.exec(value)
  if (session && session[3]!.length <= 40)
    return {
      kind: 'event',
      eventId: Number(session[2]),
      sessionKey: session[3]!,
      attendance: SESSION_AUDIENCES[session[1]!]!,
    }
  return null
}

/** The compose screen's key for a paid event's bookers awaiting payment, part paid, or paid. */
export const paymentAudienceKey = (eventId: number, payment: PaymentAudience): AudienceKey =>
  payment === 'awaiting' ? `awaiting-payment:${eventId}` : `${payment}:${eventId}`

/** The compose screen's key for an event's or a session's people. */
export function eventAudienceKey(
  eventId: number,
  sessionKey?: string | null,
  attendance: SessionAttendanceFilter = 'all',
): AudienceKey {
  if (!sessionKey) return attendance === 'waiting' ? `waiting:${eventId}` : `event:${eventId}`
  return `${SESSION_AUDIENCE_PREFIX[attendance]}:${eventId}:${sessionKey}` as AudienceKey
}

/** The label of a built-in audience or a segment; an event's audiences are described from their filters. */
export const audienceLabel = (key: AudienceKey, segmentName?: string) =>
  key.startsWith('segment:')
    ? `Segment: ${segmentName ?? key.slice(8)}`
    : (MESSAGING_AUDIENCE_LABELS[key as MessagingAudience] ?? key)

const composeFields = z.object({
  type: z.enum(MESSAGE_TYPES),
  purpose: z.enum(MESSAGE_PURPOSES).default('marketing'),
  subject: z.string().trim().max(200, 'Please shorten the subject to 200 characters or fewer.').nullish(),
  content: z
    .string({ error: MESSAGE_TEXTS.contentRequired })
    .trim()
    .min(1, MESSAGE_TEXTS.contentRequired)
    .max(20_000, 'The message is too long.'),
  audience: z.string().refine((value) => parseAudienceKey(value) !== null, 'Please choose an audience.'),
})

/** The confirmation step's request: the message as composed, before the limits that the check itself reports. */
export const previewSchema = composeFields

export type PreviewInput = z.infer<typeof previewSchema>

/** The compose form, checked in the browser and again by the server, with the same messages. */
export const composeSchema = composeFields
  .superRefine((value, context) => {
    if (value.type === 'email' && !value.subject)
      context.addIssue({ code: 'custom', path: ['subject'], message: MESSAGE_TEXTS.subjectRequired })
    if (value.type === 'sms' && value.content.length > SMS_MAX_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['content'],
        message: `SMS messages are limited to ${SMS_MAX_LENGTH} characters.`,
      })
    }
  })
  .transform((value) => ({ ...value, subject: value.type === 'email' ? (value.subject ?? null) : null }))

export type ComposeInput = z.infer<typeof composeSchema>

/** The send button is disabled while sending, without content, or (e-mail) without a subject. */
export function canSend({
  type,
  subject,
  content,
  isSending,
}: {
  type: MessageType
  subject: string
  content: string
  isSending: boolean
}) {
  return !isSending && content.trim() !== '' && (type === 'sms' || subject.trim() !== '')
}

export const sendButtonLabel = (count: number, isSending: boolean) =>
  isSending ? `Sending to ${count} recipients...` : `Send to ${count} recipients`

/** History: the first 100 characters, with an ellipsis only when there was more. */
export const historyPreview = (content: string) =>
  content.length > HISTORY_PREVIEW_LENGTH ? `${content.slice(0, HISTORY_PREVIEW_LENGTH)}...` : content

export const historyCounts = ({
  sentCount,
  recipientCount,
  failedCount,
}: {
  sentCount: number
  recipientCount: number
  failedCount: number
}) => `${sentCount} sent of ${recipientCount} recipients${failedCount > 0 ? ` • ${failedCount} failed` : ''}`

type HistoryStatusInput = Parameters<typeof historyCounts>[0] & {
  type: MessageType
  status: 'pending' | 'sending' | 'completed' | 'failed'
  deliveryCounts?: DeliveryCounts
}

/**
 * A send's history entry in one wording: its count line and its badge say the same thing. A send no
 * provider carried (every copy kept in the outbox) was not sent, so neither says "sent" or
 * "completed" beside "kept in outbox"; one a provider carried keeps the SPEC's "N sent of M
 * recipients" and adds what became of the messages.
 */
export function historyStatus(log: HistoryStatusInput): {
  line: string
  detail: string | null
  badge: string
  /** The badge's look: the log's status, or "kept" for a send that never left. */
  tone: HistoryStatusInput['status'] | 'kept'
} {
  const summary = summariseDeliveries(log.deliveryCounts ?? {})
  const carried = summary.delivered + summary.bounced + summary.failed + summary.pending
  const failed = log.failedCount > 0 ? ` • ${log.failedCount} failed` : ''
  if (log.status === 'completed' && summary.keptInOutbox > 0 && carried === 0) {
    const service = log.type === 'email' ? 'e-mail' : 'SMS'
    return {
      line: `${summary.keptInOutbox} of ${log.recipientCount} recipients kept in outbox (no ${service} service set up)${failed}`,
      detail: null,
      badge: 'kept in outbox',
      tone: 'kept',
    }
  }
  return {
    line: historyCounts(log),
    detail: carried + summary.keptInOutbox > 0 ? deliverySummaryText(summary) : null,
    badge: log.status,
    tone: log.status,
  }
}

export const historySubject = (log: { type: MessageType; subject?: string | null }) =>
  log.type === 'sms' ? 'SMS Message' : (log.subject ?? '')

export const sentNotice = (type: MessageType, count: number) =>
  `${type === 'email' ? 'Email' : 'SMS'} sent to ${count} recipients.`

/** Why people in an audience do not get a message, for the line under the recipient count. */
export type RecipientBreakdown = {
  audienceCount: number
  recipientCount: number
  withoutAddress: number
  withoutConsent: number
  unsubscribed: number
}

export function describeLeftOut(type: MessageType, breakdown: RecipientBreakdown): string | null {
  const parts = [
    breakdown.withoutAddress
      ? `${breakdown.withoutAddress} without ${type === 'email' ? 'an e-mail address' : 'a phone number'}`
      : null,
    breakdown.withoutConsent
      ? `${breakdown.withoutConsent} without ${type === 'email' ? 'e-mail' : 'SMS'} consent (marketing needs it)`
      : null,
    breakdown.unsubscribed ? `${breakdown.unsubscribed} unsubscribed` : null,
  ].filter((part): part is string => part !== null)
  return parts.length
    ? `${breakdown.audienceCount - breakdown.recipientCount} of ${breakdown.audienceCount} left out: ${parts.join(', ')}.`
    : null
}

/** What a messaging log keeps about its audience: the filters as they were when it was sent. */
export type AudienceSnapshot = { key: AudienceKey; label: string; filters: AudienceFilters }

/** What the confirmation step shows before a bulk send. */
export type SendPreview = {
  audienceLabel: string
  breakdown: RecipientBreakdown
  /** The message merged for the first recipient; null when nobody would receive it. */
  sample: { recipientName: string; subject: string | null; content: string } | null
  /** For SMS: the merged message's length and parts. */
  sms: { length: number; segments: number; isTooLong: boolean } | null
  /** Dates the message names that have passed, as written. */
  pastDates: string[]
}
