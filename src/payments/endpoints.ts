import { defineEndpoint } from '@/platform/http/endpoint'
import { receiveStripeEvent } from './receive-stripe-event'

/**
 * POST /api/payments/stripe-webhook: Stripe's Checkout events. Anyone may knock; only an event the SDK
 * verifies against STRIPE_WEBHOOK_SECRET over the exact body gets in (checked first by the domain function).
 */
export const stripeWebhookEndpoint = defineEndpoint({
  path: '/stripe-webhook',
  method: 'post',
  caller: 'public',
  rawBody: true,
  handler: ({ req, rawBody }) => receiveStripeEvent(req, rawBody),
})
