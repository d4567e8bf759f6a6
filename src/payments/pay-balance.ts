import type { Payload } from 'payload'

import { readEventById } from '@/events'
import { poolOf } from '@/platform/database/pool'
import { siteUrl } from '@/platform/env'
import { AppError } from '@/platform/http/app-error'
import { methodsOffered } from './plan-payment'
import { type BookingMoney, readBookingMoney } from './read-money'
import { balanceCheckoutExpiresAt, balanceCheckoutKey } from './rules/balance-checkout'
import { type BalanceSummary, checkInstalment, isBalanceOverdue, MIN_CARD_CHARGE_PENCE } from './rules/deposit'
import { formatPence } from './rules/pence'
import { instructionsForRegistration, isOfflineMethod } from './rules/payment-methods'
import { readBankDetails } from './payment-notice'
import { stripeClient } from './stripe-client'

const BALANCE_MESSAGES = {
  nothingOwed: 'There is nothing left to pay on this booking.',
  tooLittleForCard: (left: string) =>
    `The ${left} left is too little to pay by card: please ask the church office how to pay it.`,
  noCard: 'Card payment is not available for this booking: please pay as your confirmation says.',
  unavailable: 'Card payment is not available just now. Please try again in a few minutes.',
} as const

/** Marks a Checkout session as an instalment towards a balance (the webhook reads it back from Stripe). */
export const BALANCE_PURPOSE = 'balance'

/**
 * A booking may pay (part of) its balance by card once it stands with money owed: part paid (its
 * deposit is in), or awaiting a bank transfer or payment on the day. A card booking still awaiting its
 * first Checkout pays there, not here (it would be charged twice).
 */
const mayPayBalance = (booking: BookingMoney) =>
  !booking.isCancelled &&
  booking.money.balancePence > 0 &&
  (booking.paymentStatus === 'part-paid' ||
    (booking.paymentStatus === 'awaiting' && isOfflineMethod(booking.paymentMethod)))

/** A paid booking's money as its owner sees it on the manage page; null for a free, cancelled or settled one. */
export async function readBalanceView(
  payload: Payload,
  registrationId: number,
  now = new Date(),
): Promise<BalanceSummary | null> {
  const booking = (await readBookingMoney(poolOf(payload), [registrationId])).get(registrationId)
  if (!booking?.paymentStatus || booking.isCancelled || booking.paymentStatus === 'refunded') return null
  if (booking.paymentStatus === 'expired') return null
  const paidPence = booking.money.paidPence - booking.money.refundedPence
  const [event, bank] = await Promise.all([
    readEventById(payload, booking.eventId),
    booking.paymentMethod === 'bank-transfer' ? readBankDetails(payload) : null,
  ])
  return {
    totalPence: booking.money.duePence,
    paidPence,
    balancePence: Math.max(0, booking.money.balancePence),
    balanceDueAt: booking.balanceDueAt,
    isOverdue: isBalanceOverdue({ ...booking, balancePence: booking.money.balancePence }, now),
    canPayByCard:
      mayPayBalance(booking) &&
      booking.money.balancePence >= MIN_CARD_CHARGE_PENCE &&
      Boolean(event && (await methodsOffered(payload, event)).includes('card')),
    // A bank transfer or payment on the day: the amount and reference again, as the e-mails give them.
    howToPay: instructionsForRegistration({ ...booking, amountDuePence: booking.money.duePence }, bank, paidPence),
  }
}

/**
 * Opens Stripe Checkout for an instalment of a booking's balance, found by the caller from the
 * person's own manage link: at least £1 (or what is left) and never more than the balance now, so no
 * Checkout asks for more than is owed (two opened side by side for different amounts and both paid
 * are caught by the webhook, which refunds what goes over; the same asked twice is one Checkout).
 * Answers the Checkout address.
 */
export async function startBalanceCheckout(
  payload: Payload,
  { registrationId, amountPence, email }: { registrationId: number; amountPence: number | undefined; email: string },
): Promise<string> {
  const booking = (await readBookingMoney(poolOf(payload), [registrationId])).get(registrationId)
  if (!booking || !mayPayBalance(booking)) throw new AppError('conflict', BALANCE_MESSAGES.nothingOwed)
  // A balance below Stripe's least charge cannot go through Checkout; the deposit and instalment rules
  // never leave one, but a booking made before them or an admin's part refund may.
  if (booking.money.balancePence < MIN_CARD_CHARGE_PENCE)
    throw new AppError('conflict', BALANCE_MESSAGES.tooLittleForCard(formatPence(booking.money.balancePence)))
  const checked = checkInstalment(amountPence, booking.money.balancePence)
  if (!checked.ok) throw new AppError('invalid', checked.message, { errors: { amountPence: checked.message } })
  const event = await readEventById(payload, booking.eventId)
  const stripe = await stripeClient(payload)
  if (!event || !(await methodsOffered(payload, event)).includes('card') || !stripe)
    throw new AppError('conflict', BALANCE_MESSAGES.noCard)
  const now = new Date()
  const request = {
    mode: 'payment' as const,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'gbp',
          unit_amount: checked.amountPence,
          product_data: { name: `Balance: ${event.title}` },
        },
      },
    ],
    customer_email: email,
    client_reference_id: String(registrationId),
    metadata: { registrationId: String(registrationId), purpose: BALANCE_PURPOSE },
    success_url: `${siteUrl()}/events/${event.slug}/paid?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl()}/events/${event.slug}`,
    expires_at: balanceCheckoutExpiresAt(now),
  }
  try {
    // Pressed twice, it is the same Checkout (rules/balance-checkout.ts).
    const session = await stripe.checkout.sessions.create(request, {
      idempotencyKey: balanceCheckoutKey({ registrationId, balancePence: booking.money.balancePence, request }),
    })
    return session.url!
  } catch (error) {
    payload.logger.error({ err: error, msg: `Balance Checkout for registration ${registrationId} failed` })
    throw new AppError('unavailable', BALANCE_MESSAGES.unavailable)
  }
}
