import type { Endpoint } from 'payload'
import { z } from 'zod'

import { phoneSchema } from '@/platform/forms/phone-schema'
import { isResendConfigured } from '@/platform/email'
import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { isSmsConfigured } from '@/platform/sms'

import { sendTestEmail } from './send-test-email'
import { sendTestSms } from './send-test-sms'
import { sendTestWebhook } from './send-test-webhook'

/** A provider that refused the test is a bad gateway: the request was fine, the service behind it was not. */
const answer = (result: { ok: boolean }) => json(result, result.ok ? 200 : 502)

const INVALID_PHONE = 'Please enter a valid phone number.'
// Fields of another type count as not given: the screen's own values are always strings.
const optionalText = z.string().optional().catch(undefined)

/** POST /api/settings/test-email: a real test message to the signed-in admin, through the e-mail module. */
const testEmail = defineEndpoint({
  path: '/settings/test-email',
  method: 'post',
  caller: ['admin'],
  handler: async ({ req }) => answer(await sendTestEmail(req)),
})

/** POST /api/settings/test-sms {to}: a real test text through the SMS module. */
const testSms = defineEndpoint({
  path: '/settings/test-sms',
  method: 'post',
  caller: ['admin'],
  body: z.object({ to: phoneSchema.catch(null).pipe(z.string({ error: INVALID_PHONE })) }, { error: INVALID_PHONE }),
  handler: async ({ req, body }) => answer(await sendTestSms(req.payload, body.to)),
})

/** POST /api/settings/test-webhook {url?, secret?}: sent by the server, signed, with a 5 s timeout. */
const testWebhook = defineEndpoint({
  path: '/settings/test-webhook',
  method: 'post',
  caller: ['admin'],
  body: z.object({ url: optionalText, secret: optionalText }).catch({}),
  handler: async ({ req, body }) => answer(await sendTestWebhook(req.payload, body)),
})

/** GET /api/settings/status: whether e-mail and SMS providers are configured (never the keys). */
const status = defineEndpoint({
  path: '/settings/status',
  method: 'get',
  caller: ['admin'],
  handler: () => ({ email: { configured: isResendConfigured() }, sms: { configured: isSmsConfigured() } }),
})

export const settingsEndpoints: Endpoint[] = [testEmail, testSms, testWebhook, status]
