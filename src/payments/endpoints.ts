import { z } from 'zod'

import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { download } from '@/platform/http/respond'
import { exportPayments } from './export-payments'
import { MARK_PAID_MESSAGES, markPaid } from './mark-paid'
import { receiveStripeEvent } from './receive-stripe-event'
import { refundPayment } from './refund-payment'

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

const AMOUNT_MESSAGE = 'Please give the amount received, more than £0.'

const markPaidSchema = z.object({
  amountPence: z
    .number({ error: AMOUNT_MESSAGE })
    .int(AMOUNT_MESSAGE)
    .positive(AMOUNT_MESSAGE)
    .max(10_000_000, AMOUNT_MESSAGE),
  method: z.enum(['bank-transfer', 'on-the-day'], { error: 'Please choose how it was paid.' }),
  note: z.string().trim().max(500, 'Please keep the note under 500 characters.').optional(),
  // Made once by the admin's form: the same key again is the same payment (a double click, a retry).
  requestKey: z.string().trim().min(8).max(100),
})

const registrationId = z.coerce.number().int().positive().max(2_147_483_647)

/** POST /api/registrations/:id/mark-paid: an admin records a bank transfer or a payment on the day. */
export const markPaidEndpoint = defineEndpoint({
  path: '/:id/mark-paid',
  method: 'post',
  caller: ['admin'],
  body: markPaidSchema,
  handler: ({ req, body }) => {
    const id = registrationId.safeParse(req.routeParams?.id)
    if (!id.success) throw new AppError('not-found', MARK_PAID_MESSAGES.notFound)
    return markPaid(req, id.data, body)
  },
})

const REFUND_AMOUNT_MESSAGE = 'Give the amount to refund in pence, at least 1.'

const refundSchema = z.object({
  registration: z.coerce.number({ error: 'Choose the registration to refund.' }).int().positive(),
  amountPence: z.coerce
    .number({ error: REFUND_AMOUNT_MESSAGE })
    .int(REFUND_AMOUNT_MESSAGE)
    .min(1, REFUND_AMOUNT_MESSAGE)
    .max(10_000_000),
  // Made once when the refund form opens: the same request sent twice refunds once.
  requestKey: z
    .string({ error: 'The refund request has no key; reload the page and try again.' })
    .regex(/^[A-Za-z0-9-]{8,80}$/, 'The refund request key is not valid; reload the page and try again.'),
  reason: z.string().trim().max(500).optional(),
})

/** POST /api/payments/refund: an admin refunds part or all of a registration's payments. */
export const refundEndpoint = defineEndpoint({
  path: '/refund',
  method: 'post',
  caller: ['admin'],
  body: refundSchema,
  handler: ({ req, body }) =>
    refundPayment(req, {
      registrationId: body.registration,
      amountPence: body.amountPence,
      requestKey: body.requestKey,
      reason: body.reason,
    }),
})

/** GET /api/payments/export[?event=<id>]: the treasurer's CSV of every payment and refund (one event's when named), for admins. */
export const paymentsExportEndpoint = defineEndpoint({
  path: '/export',
  method: 'get',
  caller: ['admin'],
  query: z.object({ event: z.coerce.number({ error: 'Choose an event.' }).int().positive().optional() }),
  handler: async ({ req, query }) => {
    const { filename, csv } = await exportPayments(req, { eventId: query.event ?? null })
    return download(csv, { filename, contentType: 'text/csv; charset=utf-8' })
  },
})
