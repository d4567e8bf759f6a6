import type { PayloadRequest } from 'payload'

import { queueOfferRun, type Queryable } from '@/places'

/**
 * A hold that ran out (or a Checkout that expired) releases the booking's places: the booker and the
 * people they brought are cancelled at one moment and the next people waiting are offered the places.
 * Only a booking still awaiting payment is released, so a repeat changes nothing. Run under the event's lock.
 */
export async function releaseHold(
  req: PayloadRequest,
  db: Queryable,
  { registrationId, eventId, now = new Date() }: { registrationId: number; eventId: number; now?: Date },
): Promise<boolean> {
  const { rowCount } = await db.query({
    name: 'payments-release-hold',
    text: `WITH booker AS (
        UPDATE registrations SET payment_status = 'expired', cancelled_at = $2, updated_at = $2
        WHERE id = $1 AND payment_status = 'awaiting' AND cancelled_at IS NULL RETURNING id
      ), members AS (
        UPDATE registrations SET cancelled_at = $2, updated_at = $2
        WHERE group_booker_id = $1 AND cancelled_at IS NULL AND EXISTS (SELECT 1 FROM booker) RETURNING id
      )
      SELECT id FROM booker`,
    values: [registrationId, now],
  })
  if (!rowCount) return false
  await queueOfferRun(req, eventId)
  return true
}
