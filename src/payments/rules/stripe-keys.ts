/**
 * What a Stripe key looks like and what it says about itself. Stripe's test-mode keys take no real
 * money, so the admin says so wherever card payment is set up or reported.
 */
const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/
const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=]+$/

const STRIPE_SECRET_KEY_HINT = 'Use the secret key Stripe shows, "sk_live_…" or "sk_test_…".'
const STRIPE_WEBHOOK_SECRET_HINT = 'Use the signing secret Stripe shows for the webhook endpoint, "whsec_…".'

export type StripeMode = 'test' | 'live'

/** A secret key's mode: "test" for sk_test_/rk_test_ keys, "live" otherwise. */
export const stripeModeOf = (secretKey: string): StripeMode => (/^(sk|rk)_test_/.test(secretKey) ? 'test' : 'live')

/** Enough of a key to recognise it, never enough to use it: its kind and mode, and its last four characters. */
export function stripeKeyHintOf(secretKey: string): string {
  const prefix = /^(sk|rk)_(test|live)_/.exec(secretKey)?.[0] ?? ''
  return `${prefix}…${secretKey.slice(-4)}`
}

/** Null when the value is a key of the kind asked for, else the sentence saying what is wanted. */
export function stripeKeyProblem(kind: 'secretKey' | 'webhookSecret', value: string): string | null {
  return kind === 'secretKey'
    ? STRIPE_SECRET_KEY_PATTERN.test(value)
      ? null
      : STRIPE_SECRET_KEY_HINT
    : STRIPE_WEBHOOK_SECRET_PATTERN.test(value)
      ? null
      : STRIPE_WEBHOOK_SECRET_HINT
}
