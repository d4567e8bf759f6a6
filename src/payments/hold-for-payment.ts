import type { PayloadRequest } from 'payload'

import { lockUntilTransactionEnds } from '@/platform/database/lock-until-transaction-ends'
import type { Queryable } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { AppError } from '@/platform/http/app-error'
import { countCodeUses, type PaymentPlan } from './plan-payment'
import { depositOf } from './rules/deposit'
import { paymentReferenceOf } from './rules/payment-reference'
import { offlineHoldOf, type PaymentMethod } from './rules/payment-methods'
import { normaliseCode, priceOf, type PricedBooking } from './rules/price'

export type Hold = {
  registrationId: number
  amountPence: number
  method: PaymentMethod
  reference: string
  /** When the places go back if unpaid; null for an offline booking confirmed at once. */
  holdExpiresAt: Date | null
  /** With a deposit: what is asked now (by card, all Checkout charges), the rest due by balanceDueAt. */
  depositPence: number | null
  balanceDueAt: Date | null
}

async function countCodeUsesLocked(req: PayloadRequest, db: Queryable, plan: PaymentPlan) {
  await lockUntilTransactionEnds(req, `discount-code:${plan.eventId}:${normaliseCode(plan.code!)}`)
  return countCodeUses(db, plan.eventId)
}

/**
 * Marks a new booking as awaiting payment, in the transaction that wrote it, for the people who got a
 * place (someone waiting pays nothing until they get one), with its payment reference. By card its
 * places stay taken for the event's minutes while the person pays; by bank transfer or on the day they
 * stay taken for the event's days (with a reminder before), or for good when the event confirms such
 * bookings at once. Nothing to pay (everyone waits, or a code takes it all off) leaves it a free booking.
 */
export async function holdForPayment(
  req: PayloadRequest,
  plan: PaymentPlan,
  { registrationId, booking, now = new Date() }: { registrationId: number; booking: PricedBooking; now?: Date },
): Promise<Hold | null> {
  const placed = { ...booking, people: booking.people.filter((person) => person.sessions > 0) }
  if (!placed.people.length) return null
  const db = await transactionClient(req)
  // A code's uses were counted before the booking's transaction; counted again here, under a lock per
  // code until the booking commits, two bookings racing for a code's last use cannot both have it.
  const codeUses = plan.code ? await countCodeUsesLocked(req, db, plan) : plan.codeUses
  const result = priceOf(plan.pricing, placed, { code: plan.code, codeUses, offeredPence: plan.offeredPence, now })
  if (!result.ok && result.error.field === 'discountCode')
    throw new AppError('invalid', result.error.message, { errors: { discountCode: result.error.message } })
  // The amount was checked against the whole booking; fewer people placed never makes it wrong.
  if (!result.ok || result.price.totalPence === 0) return null
  const { holdExpiresAt, remindAt } =
    plan.method === 'card'
      ? { holdExpiresAt: new Date(now.getTime() + plan.holdMinutes * 60_000), remindAt: null }
      : offlineHoldOf(plan.options, now)
  const reference = paymentReferenceOf(registrationId, plan.eventSlug)
  // Deposits: the places are held (and lapse) as for the whole price until the deposit is paid.
  const split = depositOf(plan.pricing.deposit ?? null, result.price.totalPence, now)
  if (split)
    await db.query({
      name: 'payments-hold-deposit',
      text: 'UPDATE registrations SET deposit_pence = $2, balance_due_at = $3, balance_reminder_at = $4 WHERE id = $1',
      values: [registrationId, split.depositPence, split.balanceDueAt, split.remindAt],
    })
  await db.query({
    name: 'payments-hold',
    text: `UPDATE registrations SET payment_status = 'awaiting', amount_due_pence = $2, hold_expires_at = $3, discount_code = $4,
        payment_method = $5, payment_reference = $6, payment_reminder_at = $7
      WHERE id = $1`,
    values: [
      registrationId,
      result.price.totalPence,
      holdExpiresAt,
      result.price.code,
      plan.method,
      reference,
      remindAt,
    ],
  })
  return {
    registrationId,
    amountPence: result.price.totalPence,
    method: plan.method,
    reference,
    holdExpiresAt,
    depositPence: split?.depositPence ?? null,
    balanceDueAt: split ? new Date(split.balanceDueAt) : null,
  }
}
