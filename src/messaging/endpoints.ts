import { DELIVERY_WEBHOOK_PATHS } from '@/platform/delivery/delivery-status'
import { AppError } from '@/platform/http/app-error'
import { unconfiguredWebhook } from '@/platform/http/body-limits'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { countRecipients } from './count-recipients'
import { countSegmentMembers } from './count-segment-members'
import { describeScheduledMessage } from './describe-scheduled-message'
import { previewSend } from './preview-send'
import { receiveResendEvent } from './receive-resend-event'
import { receiveTwilioStatus } from './receive-twilio-status'
import { MESSAGE_PURPOSES, MESSAGE_TYPES, composeSchema, previewSchema } from './rules/messaging'
import { sendComposedMessage } from './send-composed-message'

/** A webhook without its secret is refused whatever it carries: before its body is read. */
const refuseUnconfiguredWebhook = (req: PayloadRequest) => {
  const message = unconfiguredWebhook(new URL(req.url ?? 'http://x/').pathname)
  if (message) throw new AppError('unauthorised', message)
}

/** POST /api/delivery-status/resend: Resend's e-mail events, signed by Svix over the exact body. */
const resendEvents = defineEndpoint({
  path: DELIVERY_WEBHOOK_PATHS.resend,
  method: 'post',
  // Anyone may knock; only a valid signature gets in (checked first thing by the domain function).
  caller: 'public',
  rawBody: true,
  beforeBody: refuseUnconfiguredWebhook,
  handler: ({ req, rawBody }) => receiveResendEvent(req, rawBody),
})

/** POST /api/delivery-status/twilio: Twilio's SMS status callbacks, signed with the auth token. */
const twilioStatus = defineEndpoint({
  path: DELIVERY_WEBHOOK_PATHS.twilio,
  method: 'post',
  caller: 'public',
  rawBody: true,
  beforeBody: refuseUnconfiguredWebhook,
  handler: ({ req, rawBody }) => receiveTwilioStatus(req, rawBody),
})

export const deliveryStatusEndpoints: Endpoint[] = [resendEvents, twilioStatus]

/** GET /api/scheduled-messages/status?id=: due time, counts and a preview for the first person (admins). */
export const scheduledMessageStatusEndpoint = defineEndpoint({
  path: '/status',
  method: 'get',
  caller: ['admin'],
  query: z.object({ id: z.coerce.number().int().positive() }),
  handler: ({ req, query }) => describeScheduledMessage(req.payload, query.id),
})

/** GET /api/segments/counts: each saved segment's live count, for the segments board. */
export const segmentCountsEndpoint = defineEndpoint({
  path: '/counts',
  method: 'get',
  caller: ['admin'],
  handler: ({ req }) => countSegmentMembers(req.payload),
})

// The compose screen asks as the person changes the form: an unknown type or purpose counts as the default.
const recipientsQuery = z.object({
  type: z.enum(MESSAGE_TYPES).catch('email'),
  purpose: z.enum(MESSAGE_PURPOSES).catch('marketing'),
  audience: z.string().catch('all'),
})

/** GET /api/messaging-logs/recipients?type=&purpose=&audience=: how many a send would reach, and who is left out. */
export const recipientsEndpoint = defineEndpoint({
  path: '/recipients',
  method: 'get',
  caller: ['admin'],
  query: recipientsQuery,
  handler: ({ req, query }) => countRecipients(req.payload, query),
})

/** POST /api/messaging-logs/send: validates, records the log as pending and queues the delivery job. */
export const sendEndpoint = defineEndpoint({
  path: '/send',
  method: 'post',
  caller: ['admin'],
  body: composeSchema,
  handler: async ({ req, body }) => json(await sendComposedMessage(req, body), 201),
})

/** POST /api/messaging-logs/preview: what a send would do, merged for one real recipient, for staff to confirm. */
export const previewEndpoint = defineEndpoint({
  path: '/preview',
  method: 'post',
  caller: ['admin'],
  body: previewSchema,
  handler: ({ req, body }) => previewSend(req.payload, body),
})
