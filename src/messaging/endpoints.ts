import type { Endpoint } from 'payload'

import { DELIVERY_WEBHOOK_PATHS } from '@/platform/delivery/delivery-status'
import { defineEndpoint } from '@/platform/http/endpoint'

import { receiveResendEvent } from './receive-resend-event'
import { receiveTwilioStatus } from './receive-twilio-status'

/** POST /api/delivery-status/resend: Resend's e-mail events, signed by Svix over the exact body. */
const resendEvents = defineEndpoint({
  path: DELIVERY_WEBHOOK_PATHS.resend,
  method: 'post',
  // Anyone may knock; only a valid signature gets in (checked first thing by the domain function).
  caller: 'public',
  rawBody: true,
  handler: ({ req, rawBody }) => receiveResendEvent(req, rawBody),
})

/** POST /api/delivery-status/twilio: Twilio's SMS status callbacks, signed with the auth token. */
const twilioStatus = defineEndpoint({
  path: DELIVERY_WEBHOOK_PATHS.twilio,
  method: 'post',
  caller: 'public',
  rawBody: true,
  handler: ({ req, rawBody }) => receiveTwilioStatus(req, rawBody),
})

export const deliveryStatusEndpoints: Endpoint[] = [resendEvents, twilioStatus]
