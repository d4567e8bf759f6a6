import type { Endpoint, PayloadRequest } from 'payload'

import { hasAnyRole } from '@/access/roles'
import { WEBHOOK_URL_REQUIRED, webhookTestPayload } from '@/lib/webhook-payloads'
import { phoneSchema } from '@/lib/schemas/registration'
import { emailTransport, isResendConfigured, sendEmail } from '@/server/email'
import { forbidden, json } from '@/server/forms/respond'
import { isSmsConfigured, smsTransport } from '@/server/sms'
import { postWebhook } from '@/server/webhooks/post'

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    return ((await req.json?.()) as Record<string, unknown>) ?? {}
  } catch {
    return {}
  }
}

const adminOnly = (handler: Endpoint['handler']): Endpoint['handler'] => async (req) => (hasAnyRole(req.user, ['admin']) ? handler(req) : forbidden())

/** POST /api/settings/test-email: a real test message to the signed-in admin, through the e-mail module. */
const testEmail: Endpoint = {
  path: '/settings/test-email',
  method: 'post',
  handler: adminOnly(async (req) => {
    const to = String(req.user!.email)
    const transport = emailTransport(req.payload).name
    const result = await sendEmail(req.payload, {
      to,
      subject: 'Test e-mail from the church website',
      text: `This is a test of the e-mail connection (${transport === 'resend' ? 'Resend' : 'the local outbox'}). If you can read it, e-mail works.`,
      html: `<p>This is a test of the e-mail connection (${transport === 'resend' ? 'Resend' : 'the local outbox'}). If you can read it, e-mail works.</p>`,
    })
    return result.isSent
      ? json({ ok: true, transport, message: transport === 'resend' ? `Test e-mail sent to ${to}.` : `No e-mail provider is configured: the test e-mail to ${to} is in the Outbox.` })
      : json({ ok: false, transport, message: `The test e-mail failed: ${result.error}` }, 502)
  }),
}

/** POST /api/settings/test-sms {to}: a real test text through the SMS module. */
const testSms: Endpoint = {
  path: '/settings/test-sms',
  method: 'post',
  handler: adminOnly(async (req) => {
    const parsed = phoneSchema.safeParse((await bodyOf(req)).to)
    if (!parsed.success || !parsed.data) return json({ ok: false, message: 'Please enter a valid phone number.' }, 400)
    const transport = smsTransport(req.payload)
    const [result] = await transport.sendBatch([{ to: parsed.data, body: 'Test message from the church website: SMS works.' }])
    return result?.isSent
      ? json({ ok: true, transport: transport.name, message: transport.name === 'twilio' ? `Test SMS sent to ${parsed.data}.` : `No SMS provider is configured: the test SMS is in the SMS outbox.` })
      : json({ ok: false, transport: transport.name, message: `The test SMS failed: ${result && !result.isSent ? result.error : 'no answer'}` }, 502)
  }),
}

/** POST /api/settings/test-webhook {url?, secret?}: sent by the server, signed, with a 5 s timeout. */
const testWebhook: Endpoint = {
  path: '/settings/test-webhook',
  method: 'post',
  handler: adminOnly(async (req) => {
    const body = await bodyOf(req)
    const stored = await req.payload.findGlobal({ slug: 'integrations', depth: 0, overrideAccess: true })
    const url = (typeof body.url === 'string' ? body.url : (stored.webhookUrl ?? '')).trim()
    if (!url) return json({ ok: false, message: WEBHOOK_URL_REQUIRED }, 400)
    const secret = typeof body.secret === 'string' ? body.secret : stored.webhookSecret
    const result = await postWebhook(url, webhookTestPayload(new Date()), { secret })
    return json(result, result.ok ? 200 : 502)
  }),
}

/** GET /api/settings/status: whether e-mail and SMS providers are configured (never the keys). */
const status: Endpoint = {
  path: '/settings/status',
  method: 'get',
  handler: adminOnly(async () => json({ email: { configured: isResendConfigured() }, sms: { configured: isSmsConfigured() } })),
}

export const settingsEndpoints: Endpoint[] = [testEmail, testSms, testWebhook, status]
