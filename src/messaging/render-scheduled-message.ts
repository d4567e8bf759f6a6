import type { Payload } from 'payload'

import { churchNameOf } from '@/site'
import { buildBulkEmail, renderSms } from './emails/bulk-message'
import { CHECKIN_QR_CONTENT_ID, checkinQrAttachment, manageRegistrationUrl } from '@/registrations'
import { choiceRulesOf, type EventSession, sessionsOf, type StoredAnswer } from '@/events'
import type { MergeContext, MergePerson } from './rules/merge-fields'
import type { MessagePurpose, MessageType } from './rules/messaging'
import type { ScheduledAudience, ScheduledContent } from './rules/scheduled-messages'
import { relationId } from '@/platform/data/relation-id'
import type { Event, ScheduledMessage } from '@/payload-types'
import type { OutgoingEmail } from '@/platform/email/types'
import { siteUrl } from '@/platform/env'
import { messageLinksFor } from '@/consent'
import { manageTokenFor } from '@/platform/crypto/tokens'
import type { OutgoingSms } from '@/platform/sms'

/** A person as a scheduled message reads them: enough to address, merge and link. */
export type ScheduledRecipient = {
  id: number
  fullName: string
  email: string | null
  phone: string | null
  attendanceChoice: string[] | null
  checkinCode: string | null
  createdAt: string
  /** The open answers to the event's questions, for [Answers]; sensitive ones are never read here. */
  answers: StoredAnswer[] | null
}

export const SCHEDULED_RECIPIENT_SELECT = {
  fullName: true,
  email: true,
  phone: true,
  attendanceChoice: true,
  checkinCode: true,
  createdAt: true,
  answers: true,
} as const

export const recipientOf = (doc: {
  id: number
  fullName: string
  email?: string | null
  phone?: string | null
  attendanceChoice?: string[] | null
  checkinCode?: string | null
  createdAt: string
  answers?: unknown
}): ScheduledRecipient => ({
  id: doc.id,
  fullName: doc.fullName,
  email: doc.email ?? null,
  phone: doc.phone ?? null,
  attendanceChoice: doc.attendanceChoice ?? null,
  checkinCode: doc.checkinCode ?? null,
  createdAt: doc.createdAt,
  answers: Array.isArray(doc.answers) ? (doc.answers as StoredAnswer[]) : null,
})

/** Everything a run needs about one scheduled message, read once: its text, its session and the event. */
export type PreparedMessage = {
  id: number
  name: string
  channels: MessageType[]
  audience: ScheduledAudience
  purpose: MessagePurpose
  content: ScheduledContent
  event: Pick<Event, 'id' | 'title' | 'allSessionsKey'>
  session: EventSession
  sessions: EventSession[]
  churchName: string
}

/**
 * Reads what a message says (its template's subject and content when it has one), its event as
 * published and its session there; null when the event or the session is gone, or not published.
 */
export async function prepareScheduledMessage(
  payload: Payload,
  message: ScheduledMessage,
): Promise<PreparedMessage | null> {
  const eventId = relationId(message.event)
  if (!eventId) return null
  const [event, settings, template] = await Promise.all([
    payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    relationId(message.template)
      ? payload.findByID({
          collection: 'message-templates',
          id: relationId(message.template)!,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null,
  ])
  if (!event || event._status !== 'published') return null
  const sessions = sessionsOf(event)
  const session = sessions.find((candidate) => candidate.key === message.sessionKey)
  if (!session) return null
  return {
    id: message.id,
    name: message.name,
    channels: (message.channels ?? []) as MessageType[],
    audience: message.audience as ScheduledAudience,
    purpose: (message.purpose ?? 'service') as MessagePurpose,
    content: template
      ? { subject: template.subject ?? message.subject ?? '', body: template.content }
      : { subject: message.subject ?? '', body: message.body ?? '' },
    event: { id: event.id, title: event.title, allSessionsKey: choiceRulesOf(event).allKey },
    session,
    sessions,
    churchName: churchNameOf(settings),
  }
}

/** The person's private manage link: the same one their confirmation carries. */
const manageUrlOf = (payload: Payload, recipient: Pick<ScheduledRecipient, 'id' | 'createdAt'>) =>
  manageRegistrationUrl(siteUrl(), manageTokenFor(payload.secret, recipient).token)

export const usesManageLink = (message: PreparedMessage) =>
  /\[ManageLink\]/.test(`${message.content.subject}\n${message.content.body}`)
const usesQrCode = (message: PreparedMessage) => message.content.body.includes('[QrCode]')

function mergeOf(
  payload: Payload,
  message: PreparedMessage,
  recipient: ScheduledRecipient,
  qrImageSrc: string | null,
): { person: MergePerson; context: MergeContext } {
  return {
    person: { ...recipient, manageUrl: usesManageLink(message) ? manageUrlOf(payload, recipient) : null },
    context: {
      sessions: message.sessions,
      allKey: message.event.allSessionsKey ?? 'all',
      about: { eventName: message.event.title, session: message.session, qrImageSrc },
    },
  }
}

/** The idempotency key of one person's copy: a retried send of it is dropped by the provider or the outbox. */
const scheduledMessageKey = (messageId: number, registrationId: number, channel: MessageType) =>
  `sched${messageId}:reg${registrationId}:${channel}`

/** One person's e-mail, with the check-in QR code attached inline when the message shows it. */
export async function buildScheduledEmail(
  payload: Payload,
  message: PreparedMessage,
  recipient: ScheduledRecipient,
): Promise<OutgoingEmail> {
  const hasQr = usesQrCode(message) && Boolean(recipient.checkinCode)
  const { person, context } = mergeOf(payload, message, recipient, hasQr ? `cid:${CHECKIN_QR_CONTENT_ID}` : null)
  const links = messageLinksFor(recipient.email!)
  const email = buildBulkEmail({
    subject: message.content.subject,
    content: message.content.body,
    person,
    event: context,
    churchName: message.churchName,
    siteUrl: siteUrl(),
    unsubscribeUrl: links.unsubscribeUrl,
    preferencesUrl: links.preferencesUrl,
  })
  return {
    to: recipient.email!,
    ...email,
    headers: links.headers,
    idempotencyKey: scheduledMessageKey(message.id, recipient.id, 'email'),
    ...(hasQr ? { attachments: [await checkinQrAttachment(siteUrl(), recipient.checkinCode!)] } : {}),
  }
}

export function buildScheduledSms(
  payload: Payload,
  message: PreparedMessage,
  recipient: ScheduledRecipient,
): OutgoingSms {
  const { person, context } = mergeOf(payload, message, recipient, null)
  return {
    to: recipient.phone!,
    body: renderSms(message.content.body, person, context),
    idempotencyKey: scheduledMessageKey(message.id, recipient.id, 'sms'),
  }
}

/** What one person would receive on a channel, as staff preview it: the subject (e-mail) and the text. */
export async function renderScheduledPreview(
  payload: Payload,
  message: PreparedMessage,
  recipient: ScheduledRecipient,
  channel: MessageType,
): Promise<{ subject: string | null; text: string }> {
  if (channel === 'sms') return { subject: null, text: buildScheduledSms(payload, message, recipient).body }
  const email = await buildScheduledEmail(payload, message, recipient)
  return { subject: email.subject, text: email.text }
}
