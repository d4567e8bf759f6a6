import { z } from 'zod'

import { MESSAGE_PURPOSES, MESSAGE_TYPES, composeSchema, previewSchema } from '../rules/messaging'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { countRecipients } from '../count-recipients'
import { previewSend } from '../preview-send'
import { sendComposedMessage } from '../send-composed-message'

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
