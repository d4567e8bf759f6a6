import type { Payload } from 'payload'

import { poolOf } from '../database/pool'

/**
 * Of these registrations, the ones whose latest confirmation e-mail bounced or failed: the person
 * may not have their check-in QR code, so the door can tell them apart. One read for a whole list.
 */
export async function findBouncedConfirmations(payload: Payload, registrationIds: number[]): Promise<Set<number>> {
  if (!registrationIds.length) return new Set()
  const { rows } = await poolOf(payload).query<{ registration_id: number }>(
    `SELECT registration_id FROM (
       SELECT DISTINCT ON (registration_id) registration_id, status FROM message_deliveries
       WHERE kind = 'confirmation' AND registration_id = ANY($1::int[])
       ORDER BY registration_id, created_at DESC, id DESC
     ) latest WHERE status IN ('bounced', 'failed')`,
    [registrationIds],
  )
  return new Set(rows.map((row) => Number(row.registration_id)))
}

/** Whether one registration's latest confirmation bounced or failed. */
export const hasBouncedConfirmation = async (payload: Payload, registrationId: number) =>
  (await findBouncedConfirmations(payload, [registrationId])).has(registrationId)
