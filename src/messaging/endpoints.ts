import type { Endpoint, PayloadRequest } from 'payload'

import { DELIVERY_WEBHOOK_PATHS } from '@/platform/delivery/delivery-status'
import { AppError } from '@/platform/http/app-error'
import { unconfiguredWebhook } from '@/platform/http/body-limits'
import { defineEndpoint } from '@/platform/http/endpoint'

import { receiveResendEvent } from './receive-resend-event'
import { receiveTwilioStatus } from './receive-twilio-status'

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
