import type { Payload, Where } from 'payload'

import type { MessageType } from './rules/messaging'
import {
  scheduledAudienceWhere,
  scheduledRecipientWhere,
  sendWindowOf,
  windowStateAt,
  type ScheduledCounts,
  type ScheduleOffset,
  type SessionScope,
} from './rules/scheduled-messages'
import type { ScheduledMessage } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'
import { emailTransport } from '@/platform/email'
import type { SendResult } from '@/platform/email/types'
import {
  claimDeliveries,
  countDeliveries,
  recordDeliveries,
  unrecordedBatches,
  withoutDelivery,
  type DeliveryOwner,
} from './claim-deliveries'
import { BULK_BATCH_SIZE } from './run-bulk-send'
import { hashToken, manageTokenFor } from '@/platform/crypto/tokens'
import { smsTransport } from '@/platform/sms'

import { hookContext } from '@/platform/hook-context'
import {
  buildScheduledEmail,
  buildScheduledSms,
  prepareScheduledMessage,
  recipientOf,
  SCHEDULED_RECIPIENT_SELECT,
  usesManageLink,
  type PreparedMessage,
  type ScheduledRecipient,
} from './render-scheduled-message'

/** Ids are read this many at a time, and only those without a delivery row yet are loaded whole. */
const ID_PAGE = 1_000

/** For tests: called after a batch is handed over and before it is recorded, where a crash hurts most. */
export type SendHooks = {
  afterSend?: (batch: { messageId: number; channel: MessageType; batchKey: string }) => Promise<void> | void
}

export const offsetOf = (
  message: Pick<ScheduledMessage, 'amount' | 'unit' | 'direction' | 'anchor'>,
): ScheduleOffset => ({
  amount: message.amount,
  unit: message.unit,
  direction: message.direction,
  anchor: message.anchor,
})

export const scopeOf = (message: PreparedMessage): SessionScope => ({
  eventId: message.event.id,
  sessionKey: message.session.key,
  allSessionsKey: message.event.allSessionsKey ?? null,
  sessionEndsAt: message.session.endsAt,
})

async function loadRecipients(payload: Payload, ids: number[]): Promise<ScheduledRecipient[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { id: { in: ids } },
    sort: 'id',
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: SCHEDULED_RECIPIENT_SELECT,
  })
  return docs.map(recipientOf)
}

/** A manage link only works once its hash is stored; a walk-in who was never sent a confirmation has none yet. */
async function storeManageLinks(payload: Payload, recipients: ScheduledRecipient[]) {
  await poolOf(payload).query(
    `UPDATE registrations r SET manage_token_hash = v.hash FROM unnest($1::int[], $2::varchar[]) AS v(id, hash) WHERE r.id = v.id AND r.manage_token_hash IS NULL`,
    [recipients.map((r) => r.id), recipients.map((r) => hashToken(manageTokenFor(payload.secret, r).token))],
  )
}

async function send(
  payload: Payload,
  message: PreparedMessage,
  channel: MessageType,
  recipients: ScheduledRecipient[],
  batchKey: string,
): Promise<SendResult[]> {
  try {
    if (channel === 'sms')
      return await smsTransport(payload).sendBatch(recipients.map((r) => buildScheduledSms(payload, message, r)))
    const emails = await Promise.all(recipients.map((r) => buildScheduledEmail(payload, message, r)))
    return await emailTransport(payload).sendBatch(emails, { batchKey })
  } catch (error) {
    // One failed call fails its batch, not the message: the other batches still go.
    const reason = error instanceof Error ? error.message : String(error)
    return recipients.map(() => ({ isSent: false as const, error: reason }))
  }
}

async function sendAndRecord(
  payload: Payload,
  message: PreparedMessage,
  channel: MessageType,
  recipients: ScheduledRecipient[],
  batchKey: string,
  hooks: SendHooks,
) {
  if (!recipients.length) return
  if (usesManageLink(message)) await storeManageLinks(payload, recipients)
  const results = await send(payload, message, channel, recipients, batchKey)
  await hooks.afterSend?.({ messageId: message.id, channel, batchKey })
  await recordDeliveries(payload, {
    owner: ownerOf(message),
    channel,
    registrationIds: recipients.map((r) => r.id),
    results,
  })
}

const ownerOf = (message: Pick<PreparedMessage, 'id'>): DeliveryOwner => ({
  column: 'scheduled_message_id',
  id: message.id,
})

const addressOf = (recipient: ScheduledRecipient, channel: MessageType) =>
  (channel === 'email' ? recipient.email : recipient.phone) ?? ''

async function sendOnChannel(
  payload: Payload,
  message: PreparedMessage,
  channel: MessageType,
  now: Date,
  hooks: SendHooks,
) {
  const owner = ownerOf(message)
  // A run that stopped between handing a batch over and recording it: that batch again, with its own keys.
  for (const batch of await unrecordedBatches(payload, owner, channel)) {
    await sendAndRecord(
      payload,
      message,
      channel,
      await loadRecipients(payload, batch.registrationIds),
      batch.batchKey,
      hooks,
    )
  }
  const where = scheduledRecipientWhere(message.audience, scopeOf(message), channel, message.purpose, now)
  let cursor = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { and: [where, { id: { greater_than: cursor } }] },
      sort: 'id',
      limit: ID_PAGE,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true },
    })
    if (!docs.length) break
    cursor = docs.at(-1)!.id
    const missing = await withoutDelivery(
      payload,
      owner,
      channel,
      docs.map((doc) => doc.id),
    )
    for (let i = 0; i < missing.length; i += BULK_BATCH_SIZE) {
      const candidates = await loadRecipients(payload, missing.slice(i, i + BULK_BATCH_SIZE))
      if (!candidates.length) continue
      const batchKey = `sched${message.id}-${channel}-from${candidates[0]!.id}-to${candidates.at(-1)!.id}`
      const claimed = await claimDeliveries(payload, {
        owner,
        channel,
        kind: 'scheduled',
        recipients: candidates.map((r) => ({ id: r.id, address: addressOf(r, channel) })),
        batchKey,
      })
      await sendAndRecord(
        payload,
        message,
        channel,
        candidates.filter((r) => claimed.has(r.id)),
        batchKey,
        hooks,
      )
    }
  }
}

/** Sent and failed from the delivery rows; skipped is who the audience holds now but the rules leave out, over each channel. */
export async function countScheduledMessage(
  payload: Payload,
  message: PreparedMessage,
  now: Date,
): Promise<ScheduledCounts> {
  const count = async (where: Where) =>
    (await payload.count({ collection: 'registrations', where, overrideAccess: true })).totalDocs
  const scope = scopeOf(message)
  const audience = await count(scheduledAudienceWhere(message.audience, scope, now))
  const reachable = await Promise.all(
    message.channels.map((channel) =>
      count(scheduledRecipientWhere(message.audience, scope, channel, message.purpose, now)),
    ),
  )
  const { sent, failed } = await countDeliveries(payload, ownerOf(message))
  return { sent, failed, skipped: reachable.reduce((sum, n) => sum + (audience - n), 0) }
}

/**
 * Sends one scheduled message to whoever of its audience has not had it, if its window is open
 * now by its session's published times: claim → send → record, a batch at a time, as the bulk send
 * does. Then keeps its counts. Returns the counts, or null when it was not sent (gone, or not open).
 */
export async function sendScheduledMessage(
  payload: Payload,
  message: ScheduledMessage,
  { now = new Date(), hooks = {} }: { now?: Date; hooks?: SendHooks } = {},
): Promise<ScheduledCounts | null> {
  const prepared = await prepareScheduledMessage(payload, message)
  if (!prepared || windowStateAt(now, sendWindowOf(prepared.session, offsetOf(message))) !== 'open') return null
  for (const channel of prepared.channels) await sendOnChannel(payload, prepared, channel, now, hooks)
  const counts = await countScheduledMessage(payload, prepared, now)
  // The counts are server-owned: only this job writes them.
  await payload.update({
    collection: 'scheduled-messages',
    id: message.id,
    data: {
      sentCount: counts.sent,
      skippedCount: counts.skipped,
      failedCount: counts.failed,
      lastRunAt: now.toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    context: hookContext({ keepsDueTime: true }),
  })
  return counts
}
