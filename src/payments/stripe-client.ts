import type { Payload } from 'payload'
import Stripe from 'stripe'

import { env } from '@/platform/env'
import { readStripeKeys } from './stripe-keys'

let cached: { key: string; base: string | undefined; client: Stripe } | null = null

/**
 * The Stripe SDK with the site's secret key (see readStripeKeys), or null when none is set (card
 * payment is then not offered). STRIPE_API_BASE points it at another host (the fake Stripe in tests);
 * retries are off so a failure is answered at once rather than after the SDK's back-off, and each call is bounded.
 */
export async function stripeClient(payload: Payload): Promise<Stripe | null> {
  const { secretKey: key } = await readStripeKeys(payload)
  if (!key) return null
  const base = env('STRIPE_API_BASE')
  if (cached && cached.key === key && cached.base === base) return cached.client
  const url = base ? new URL(base) : null
  const client = new Stripe(key, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
  cached = { key, base, client }
  return client
}
