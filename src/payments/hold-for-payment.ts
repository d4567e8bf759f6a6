import type { PayloadRequest } from 'payload'

import { transactionClient } from '@/platform/database/transaction-session'
import type { PaymentPlan } from './plan-payment'
import { priceOf, type PricedBooking } from './rules/price'

export type Hold = { registrationId: number; amountPence: number; holdExpiresAt: Date }

/**
 * Marks a new booking as awaiting payment, in the transaction that wrote it, for the people who got a
 * place (someone waiting pays nothing until they get one): its places stay taken until the hold ends.
 * Nothing to pay (everyone waits, or a code takes it all off) leaves it as a free booking.
 */
export async function holdForPayment(
  req: PayloadRequest,
  plan: PaymentPlan,
  { registrationId, booking, now = new Date() }: { registrationId: number; booking: PricedBooking; now?: Date },
): Promise<Hold | null> {
  const placed = { ...booking, people: booking.people.filter((person) => person.sessions > 0) }
  if (!placed.people.length) return null
  const result = priceOf(plan.pricing, placed, {
    code: plan.code,
    codeUses: plan.codeUses,
    offeredPence: plan.offeredPence,
    now,
  })
  // The code and amount were checked against the whole booking; fewer people placed never makes them wrong.
  if (!result.ok || result.price.totalPence === 0) return null
  const holdExpiresAt = new Date(now.getTime() + plan.holdMinutes * 60_000)
  const db = await transactionClient(req)
  await db.query({
    name: 'payments-hold',
    text: `UPDATE registrations SET payment_status = 'awaiting', amount_due_pence = $2, hold_expires_at = $3, discount_code = $4
      WHERE id = $1`,
    values: [registrationId, result.price.totalPence, holdExpiresAt, result.price.code],
  })
  return { registrationId, amountPence: result.price.totalPence, holdExpiresAt }
}
