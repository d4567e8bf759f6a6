import type { Payload } from 'payload'

import type { DeliveryChannel, DeliveryKind } from '@/platform/delivery/delivery-status'
import { poolOf } from '@/platform/database/pool'
import { statusOfSendResult } from '@/platform/delivery/record-sent-messages'
import type { SendResult } from '@/platform/email/types'

/**
 * What a person's delivery row belongs to: a bulk send's log, or a scheduled message. Each has a
 * unique index over it and the registration (and, for a scheduled message, the channel), which is
 * what makes a claim once-only.
 */
export type DeliveryOwner = { column: 'log_id' | 'scheduled_message_id'; id: number }

type ClaimInput = {
  owner: DeliveryOwner
  channel: DeliveryChannel
  kind: DeliveryKind
  recipients: ReadonlyArray<{ id: number; address: string }>
  batchKey: string
}

/**
 * Claims people for a batch before anything is sent: one row each, `claimed`. Those already claimed
 * (by an earlier, interrupted run, or a run beside this one) are not returned, so they are not sent
 * to again.
 */
export async function claimDeliveries(
  payload: Payload,
  { owner, channel, kind, recipients, batchKey }: ClaimInput,
): Promise<Set<number>> {
  if (!recipients.length) return new Set()
  const { rows } = await poolOf(payload).query(
    `INSERT INTO message_deliveries (${owner.column}, registration_id, address, status, batch_key, channel, kind, person_id)
     SELECT $1, r.id, r.address, 'claimed', $4, $5::enum_message_deliveries_channel, $6::enum_message_deliveries_kind, registration.person_id
     FROM unnest($2::int[], $3::varchar[]) AS r(id, address) LEFT JOIN registrations registration ON registration.id = r.id
     ON CONFLICT DO NOTHING
     RETURNING registration_id`,
    [owner.id, recipients.map((r) => r.id), recipients.map((r) => r.address), batchKey, channel, kind],
  )
  return new Set(rows.map((row) => Number(row.registration_id)))
}

/** Records what became of each claimed person's message, in the order the results came; on one channel, for an owner that has several. */
export async function recordDeliveries(
  payload: Payload,
  {
    owner,
    channel = null,
    registrationIds,
    results,
  }: { owner: DeliveryOwner; channel?: DeliveryChannel | null; registrationIds: number[]; results: SendResult[] },
) {
  await poolOf(payload).query(
    `UPDATE message_deliveries d SET status = v.status::enum_message_deliveries_status, provider_id = v.provider_id, error = v.error, status_at = now(), updated_at = now()
     FROM unnest($2::int[], $3::varchar[], $4::varchar[], $5::varchar[]) AS v(registration_id, status, provider_id, error)
     WHERE d.${owner.column} = $1 AND d.registration_id = v.registration_id AND ($6::enum_message_deliveries_channel IS NULL OR d.channel = $6::enum_message_deliveries_channel)`,
    [
      owner.id,
      registrationIds,
      results.map(statusOfSendResult),
      results.map((r) => (r.isSent ? r.id : null)),
      results.map((r) => (r.isSent ? null : r.error.slice(0, 500))),
      channel,
    ],
  )
}

/** Batches claimed but never recorded (the run stopped between the two), to finish with their own keys. */
export async function unrecordedBatches(
  payload: Payload,
  owner: DeliveryOwner,
  channel: DeliveryChannel,
): Promise<Array<{ batchKey: string; registrationIds: number[] }>> {
  const { rows } = await poolOf(payload).query(
    `SELECT batch_key, array_agg(registration_id ORDER BY registration_id) AS ids FROM message_deliveries
     WHERE ${owner.column} = $1 AND channel = $2::enum_message_deliveries_channel AND status = 'claimed' GROUP BY batch_key ORDER BY batch_key`,
    [owner.id, channel],
  )
  return rows.map((row) => ({
    batchKey: String(row.batch_key),
    registrationIds: (row.ids as Array<number | string>).map(Number),
  }))
}

/** Sent is everything handed over, whatever the provider reported about it since (or kept in the outbox); failed is failed. */
export async function countDeliveries(
  payload: Payload,
  owner: DeliveryOwner,
): Promise<{ sent: number; failed: number }> {
  const { rows } = await poolOf(payload).query(
    `SELECT count(*) FILTER (WHERE status NOT IN ('claimed', 'failed'))::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM message_deliveries WHERE ${owner.column} = $1`,
    [owner.id],
  )
  return { sent: Number(rows[0]?.sent ?? 0), failed: Number(rows[0]?.failed ?? 0) }
}

/** Of the given people, those with no row yet for the owner on the channel: who is still to get it. */
export async function withoutDelivery(
  payload: Payload,
  owner: DeliveryOwner,
  channel: DeliveryChannel,
  registrationIds: number[],
): Promise<number[]> {
  if (!registrationIds.length) return []
  const { rows } = await poolOf(payload).query(
    `SELECT r.id FROM unnest($2::int[]) AS r(id)
     WHERE NOT EXISTS (SELECT 1 FROM message_deliveries d WHERE d.${owner.column} = $1 AND d.registration_id = r.id AND d.channel = $3::enum_message_deliveries_channel)
     ORDER BY r.id`,
    [owner.id, registrationIds, channel],
  )
  return rows.map((row) => Number(row.id))
}
