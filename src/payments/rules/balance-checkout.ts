import { createHash } from 'node:crypto'

/**
 * "Pay" pressed twice, or the form sent again, opens one Checkout for a balance, not two: Stripe
 * answers a repeated idempotency key with the session it made the first time, and a key is only ever
 * sent again with the very same request (Stripe refuses a key whose request differs). So the request
 * is the same for every ask within one window of time, its closing time included, and the key is made
 * of the booking, the balance it was asked against (paying something opens a new Checkout) and the
 * request itself (another amount, a new e-mail address or event title makes another).
 */
export const BALANCE_CHECKOUT_WINDOW_MS = 30 * 60_000

/**
 * When a balance Checkout asked for at `now` closes, in Stripe's seconds: the same for every ask in
 * its window, and an hour after the window ends, so one handed out again is open long enough to pay
 * (Stripe's least is half an hour from when it is made).
 */
export const balanceCheckoutExpiresAt = (now: Date) =>
  ((Math.floor(now.getTime() / BALANCE_CHECKOUT_WINDOW_MS) + 3) * BALANCE_CHECKOUT_WINDOW_MS) / 1000

export function balanceCheckoutKey({
  registrationId,
  balancePence,
  request,
}: {
  registrationId: number
  balancePence: number
  request: object
}): string {
  const digest = createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 32)
  return `balance-${registrationId}-of-${balancePence}-${digest}`
}
