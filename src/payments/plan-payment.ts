import type { Payload, PayloadRequest } from 'payload'

import type { Event } from '@/payload-types'
import { poolOf, type Queryable } from '@/platform/database/pool'
import { AppError } from '@/platform/http/app-error'
import { chosenMethod, offeredMethods, type PaymentMethod, type StoredPaymentOptions } from './rules/payment-methods'
import { type EventPricing, poundsToPence, priceOf, type PricedBooking, pricingOf } from './rules/price'
import { readStripeKeys } from './stripe-keys'

/** How long places are held while the person pays, when the event does not say; Stripe's own minimum. */
const DEFAULT_HOLD_MINUTES = 30

/** What a paid booking is charged by: the event's pricing and the person's code and chosen amount, already checked. */
export type PaymentPlan = {
  pricing: EventPricing
  holdMinutes: number
  code: string | null
  offeredPence: number | null
  codeUses: Record<string, number>
  /** How the person pays, and the event's terms for an unpaid offline booking. */
  method: PaymentMethod
  options: StoredPaymentOptions
  eventId: number
  eventSlug: string
}

const OFFERED_MESSAGE = 'Please give the amount in pounds, like 12.50.'

/** Bookings (not cancelled) at the event that used each of its codes. */
export async function countCodeUses(db: Queryable, eventId: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ code: string; uses: number }>({
    name: 'payments-code-uses',
    text: `SELECT discount_code AS code, count(*)::int AS uses FROM registrations
      WHERE event_id = $1 AND discount_code IS NOT NULL AND cancelled_at IS NULL GROUP BY discount_code`,
    values: [eventId],
  })
  return Object.fromEntries(rows.map((row) => [row.code, row.uses]))
}

/** The methods this event offers now: card only while Stripe is set up. */
export async function methodsOffered(payload: Payload, event: Event): Promise<PaymentMethod[]> {
  if (!pricingOf(event)) return []
  return offeredMethods(event.price, (await readStripeKeys(payload)).secretKey !== null)
}

/**
 * How a registration for this event is paid, checked before anything is stored: null for a free event,
 * or one that offers no method (card only, and Stripe is not set up), so the booking goes through as it
 * always has. The method must be one offered (the only one needs no choice).
 * A code that does not apply, or an amount below the pay-what-you-can minimum, is a field error and
 * nothing is stored.
 */
export async function planPayment(
  req: PayloadRequest,
  event: Event,
  input: { discountCode?: string; offered?: string; paymentMethod?: string; booking: PricedBooking },
  now = new Date(),
): Promise<PaymentPlan | null> {
  const pricing = pricingOf(event)
  const offered = await methodsOffered(req.payload, event)
  if (!pricing || !offered.length) return null
  const method = chosenMethod(offered, input.paymentMethod?.trim())
  if (!method.ok) throw new AppError('invalid', method.message, { errors: { paymentMethod: method.message } })
  const offeredText = input.offered?.trim() ?? ''
  const offeredPence = pricing.payWhatYouCanMinimumPence !== null && offeredText ? poundsToPence(offeredText) : null
  if (offeredText && pricing.payWhatYouCanMinimumPence !== null && offeredPence === undefined)
    throw new AppError('invalid', OFFERED_MESSAGE, { errors: { offered: OFFERED_MESSAGE } })
  const code = input.discountCode?.trim() || null
  const codeUses = code ? await countCodeUses(poolOf(req.payload), event.id) : {}
  const checked = priceOf(pricing, input.booking, { code, codeUses, offeredPence: offeredPence ?? null, now })
  if (!checked.ok) {
    const field = checked.error.field === 'offeredPence' ? 'offered' : 'discountCode'
    throw new AppError('invalid', checked.error.message, { errors: { [field]: checked.error.message } })
  }
  return {
    pricing,
    holdMinutes: Math.max(DEFAULT_HOLD_MINUTES, event.price?.holdMinutes ?? DEFAULT_HOLD_MINUTES),
    code,
    offeredPence: offeredPence ?? null,
    codeUses,
    method: method.method,
    options: event.price ?? {},
    eventId: event.id,
    eventSlug: event.slug,
  }
}
