import type { Payload } from 'payload'

import { churchNameOf } from '@/site'
import { buildBulkEmail, renderSms } from './emails/bulk-message'
import { eventIdOf, type StoredAnswer } from '@/events'
import type { MergeContext } from './rules/merge-fields'
import { siteUrl } from '@/platform/env'
import type { AudienceSnapshot, MessagePurpose, MessageType } from './rules/messaging'
import type { Registration } from '@/payload-types'
import { emailTransport } from '@/platform/email'
import type { OutgoingEmail, SendResult } from '@/platform/email/types'
import { smsTransport, type OutgoingSms } from '@/platform/sms'

import {
  claimDeliveries,
  countDeliveries,
  recordDeliveries,
  unrecordedBatches,
  type DeliveryOwner,
} from './claim-deliveries'
import { recipientWhere } from './count-recipients'
import { messageLinksFor } from '@/consent'
import { NO_EVENT_CONTEXT, readMergeContexts } from './read-merge-contexts'

/** Resend's batch limit, and a round number of rows to claim and record at a time. */
export const BULK_BATCH_SIZE = 100

type Recipient = {
  id: number
  fullName: string
  email: string | null
  phone: string | null
  attendanceChoice: string[] | null
  event: number | null
  answers: StoredAnswer[] | null
}

type Sender = (recipients: Recipient[], batchKey: string) => Promise<SendResult[]>

async function makeSender(
  payload: Payload,
  log: { id: number; type: MessageType; subject?: string | null; content: string },
): Promise<Sender> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const eventOf = mergeContextsFor(payload)
  const key = (recipient: Recipient) => `log${log.id}:reg${recipient.id}`
  if (log.type === 'sms') {
    const transport = smsTransport(payload)
    return async (recipients) => {
      const event = await eventOf(recipients)
      return transport.sendBatch(
        recipients.map((r): OutgoingSms => ({
          to: r.phone!,
          body: renderSms(log.content, r, event(r)),
          idempotencyKey: key(r),
        })),
      )
    }
  }
  const transport = emailTransport(payload)
  const churchName = churchNameOf(settings)
  return async (recipients, batchKey) => {
    const event = await eventOf(recipients)
    return transport.sendBatch(
      recipients.map((r): OutgoingEmail => {
        const links = messageLinksFor(r.email!)
        const email = buildBulkEmail({
          subject: log.subject ?? '',
          content: log.content,
          person: r,
          event: event(r),
          churchName,
          siteUrl: siteUrl(),
          unsubscribeUrl: links.unsubscribeUrl,
          preferencesUrl: links.preferencesUrl,
        })
        return {
          to: r.email!,
          ...email,
          headers: links.headers,
          idempotencyKey: key(r),
        }
      }),
      { batchKey },
    )
  }
}

/**
 * Each recipient's own event for the merge fields ([EventDate] lists the sessions they chose of it).
 * Events are read when a batch first needs them and kept for the rest of the send.
 */
function mergeContextsFor(payload: Payload) {
  const known = new Map<number, MergeContext>()
  return async (recipients: Recipient[]) => {
    const missing = recipients.map((r) => r.event).filter((id): id is number => id !== null && !known.has(id))
    for (const [id, context] of await readMergeContexts(payload, missing)) known.set(id, context)
    return (recipient: Recipient) => (recipient.event !== null && known.get(recipient.event)) || NO_EVENT_CONTEXT
  }
}

// `answers` holds the open answers only, for [Answers]; sensitive answers are never selected for a message.
const RECIPIENT_SELECT = {
  fullName: true,
  email: true,
  phone: true,
  attendanceChoice: true,
  event: true,
  answers: true,
} as const

const recipientOf = (doc: {
  id: number
  fullName: string
  email?: string | null
  phone?: string | null
  attendanceChoice?: string[] | null
  event?: Registration['event'] | null
  answers?: unknown
}): Recipient => ({
  id: doc.id,
  fullName: doc.fullName,
  email: doc.email ?? null,
  phone: doc.phone ?? null,
  attendanceChoice: doc.attendanceChoice ?? null,
  event: eventIdOf(doc.event),
  answers: Array.isArray(doc.answers) ? (doc.answers as StoredAnswer[]) : null,
})

async function loadRecipients(payload: Payload, ids: number[]): Promise<Recipient[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: RECIPIENT_SELECT,
  })
  return docs.map(recipientOf)
}

const ownerOf = (logId: number): DeliveryOwner => ({ column: 'log_id', id: logId })

const addressOf = (recipient: Recipient, type: MessageType) =>
  (type === 'email' ? recipient.email : recipient.phone) ?? ''

async function deliveryCounts(payload: Payload, logId: number) {
  const { sent, failed } = await countDeliveries(payload, ownerOf(logId))
  return { sentCount: sent, failedCount: failed }
}

// Logs are server-owned: the job writes their status and counts with an explicit override.
const updateLog = (payload: Payload, id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'messaging-logs', id, data, overrideAccess: true, depth: 0 })

async function sendAndRecord(
  payload: Payload,
  logId: number,
  send: Sender,
  recipients: Recipient[],
  batchKey: string,
): Promise<{ sent: number; failed: number }> {
  let results: SendResult[]
  try {
    results = await send(recipients, batchKey)
  } catch (error) {
    // One failed call fails its batch, not the send: the others still go.
    const message = error instanceof Error ? error.message : String(error)
    results = recipients.map(() => ({ isSent: false as const, error: message }))
  }
  await recordDeliveries(payload, { owner: ownerOf(logId), registrationIds: recipients.map((r) => r.id), results })
  const sent = results.filter((r) => r.isSent).length
  return { sent, failed: results.length - sent }
}

/**
 * Delivers a log to its audience in batches: claim → send → record, then the running counts on the
 * log. Run again after an interruption, it first finishes the batches it had claimed (with the same
 * idempotency keys, so the provider drops what it had already accepted), then carries on.
 */
export async function runBulkSend(payload: Payload, logId: number): Promise<void> {
  const log = await payload.findByID({ collection: 'messaging-logs', id: logId, depth: 0, overrideAccess: true })
  if (log.status === 'completed' || log.status === 'failed') return
  await updateLog(payload, logId, { status: 'sending' })

  const type = log.type as MessageType
  const purpose = (log.purpose ?? 'marketing') as MessagePurpose
  const audience = log.audience as AudienceSnapshot
  const send = await makeSender(payload, { id: logId, type, subject: log.subject, content: log.content })

  for (const batch of await unrecordedBatches(payload, ownerOf(logId), type)) {
    await sendAndRecord(payload, logId, send, await loadRecipients(payload, batch.registrationIds), batch.batchKey)
  }

  const where = recipientWhere(audience.filters, type, purpose)
  // Counted once, then kept up to date batch by batch (recounting after every batch grows with the square of the list).
  const running = await deliveryCounts(payload, logId)
  let cursor = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { and: [where, { id: { greater_than: cursor } }] },
      sort: 'id',
      limit: BULK_BATCH_SIZE,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: RECIPIENT_SELECT,
    })
    if (!docs.length) break
    cursor = docs.at(-1)!.id
    const batchKey = `log${logId}-from${docs[0]!.id}-to${cursor}`
    const candidates: Recipient[] = docs.map(recipientOf)
    const claimed = await claimDeliveries(payload, {
      owner: ownerOf(logId),
      channel: type,
      kind: 'bulk',
      recipients: candidates.map((r) => ({ id: r.id, address: addressOf(r, type) })),
      batchKey,
    })
    const batch = candidates.filter((r) => claimed.has(r.id))
    if (batch.length) {
      const outcome = await sendAndRecord(payload, logId, send, batch, batchKey)
      running.sentCount += outcome.sent
      running.failedCount += outcome.failed
    }
    await updateLog(payload, logId, running)
  }

  const counts = await deliveryCounts(payload, logId)
  await updateLog(payload, logId, {
    ...counts,
    recipientCount: counts.sentCount + counts.failedCount,
    status: counts.sentCount === 0 && counts.failedCount > 0 ? 'failed' : 'completed',
    completedAt: new Date().toISOString(),
  })
}
