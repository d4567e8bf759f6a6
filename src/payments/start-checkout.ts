import type { PayloadRequest } from 'payload'

import { lockEventPlaces } from '@/places'
import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { siteUrl } from '@/platform/env'
import { AppError } from '@/platform/http/app-error'
import type { Hold } from './hold-for-payment'
import { releaseHold } from './release-hold'
import { stripeClient } from './stripe-client'

const CHECKOUT_UNAVAILABLE =
  'Card payment is not available just now, so nothing was booked. Please try again in a few minutes.'

/** Where Checkout sends the person back: a page that says the payment is being confirmed (never that it is). */
const paidPageUrl = (slug: string) => `${siteUrl()}/events/${slug}/paid?session_id={CHECKOUT_SESSION_ID}`

/**
 * Opens Stripe Checkout for a held booking and answers its address. The session expires when the hold
 * does (Stripe's minimum is 30 minutes, the hold's too), and carries the registration's id, which the
 * webhook reads back from Stripe. If Stripe cannot be reached the hold is released at once and the
 * person is told nothing was booked.
 */
export async function startCheckout(
  req: PayloadRequest,
  { hold, event, email }: { hold: Hold; event: { id: number; slug: string; title: string }; email: string },
): Promise<string> {
  const stripe = await stripeClient(req.payload)
  try {
    if (!stripe || !hold.holdExpiresAt) throw new Error('Stripe is not configured')
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            // With a deposit, Checkout takes the deposit only; the balance is paid later from the manage link.
            price_data: {
              currency: 'gbp',
              unit_amount: hold.depositPence ?? hold.amountPence,
              product_data: { name: hold.depositPence ? `Deposit: ${event.title}` : event.title },
            },
          },
        ],
        customer_email: email,
        client_reference_id: String(hold.registrationId),
        metadata: { registrationId: String(hold.registrationId) },
        expires_at: Math.floor(hold.holdExpiresAt.getTime() / 1000),
        success_url: paidPageUrl(event.slug),
        cancel_url: `${siteUrl()}/events/${event.slug}`,
      },
      // A retried request opens no second session for the same booking.
      { idempotencyKey: `checkout-${hold.registrationId}` },
    )
    await poolOf(req.payload).query({
      name: 'payments-checkout-session',
      text: 'UPDATE registrations SET checkout_session_id = $2 WHERE id = $1',
      values: [hold.registrationId, session.id],
    })
    return session.url!
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Stripe Checkout for registration ${hold.registrationId} failed` })
    await withTransaction(req, async () => {
      const db = await transactionClient(req)
      await lockEventPlaces(db, event.id)
      await releaseHold(req, db, { registrationId: hold.registrationId, eventId: event.id })
    })
    throw new AppError('unavailable', CHECKOUT_UNAVAILABLE)
  }
}
