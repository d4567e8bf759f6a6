import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { reportFromTwilioStatus } from '@/platform/delivery/delivery-status'
import { verifyTwilio } from '@/platform/sms/twilio-signature'
import { env, siteUrl } from '@/platform/env'
import { AppError } from '@/platform/http/app-error'
import { DELIVERY_WEBHOOK_NOT_CONFIGURED } from '@/platform/http/body-limits'

import { applyStatusReport } from './apply-status-report'

const TWILIO_WEBHOOK_MESSAGES = {
  notConfigured: DELIVERY_WEBHOOK_NOT_CONFIGURED.twilio,
  mismatch: 'The X-Twilio-Signature does not match.',
  invalid: 'The callback does not name a message and its status.',
} as const

const callbackSchema = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(40),
  ErrorCode: z.string().max(20).optional(),
})

/**
 * Twilio signs the URL it called. Behind a proxy the request's own host and scheme are the
 * proxy's, so the URL is rebuilt from SITE_URL (the public address Twilio was given) and the
 * path and query as requested.
 */
const signedUrlOf = (req: PayloadRequest) => {
  const requested = new URL(req.url ?? 'http://x/')
  return `${siteUrl()}${requested.pathname}${requested.search}`
}

/**
 * A Twilio status callback (form-encoded): refused (401) unless the auth token is configured and
 * `X-Twilio-Signature` holds for the URL and every parameter. A status only ever moves a text
 * forward, so a callback received twice changes nothing the second time.
 */
export async function receiveTwilioStatus(req: PayloadRequest, body: string): Promise<{ ok: true; updated: number }> {
  const authToken = env('TWILIO_AUTH_TOKEN')
  if (!authToken) throw new AppError('unauthorised', TWILIO_WEBHOOK_MESSAGES.notConfigured)
  const params = Object.fromEntries(new URLSearchParams(body))
  if (!verifyTwilio({ authToken, url: signedUrlOf(req), params, signature: req.headers.get('x-twilio-signature') })) {
    throw new AppError('unauthorised', TWILIO_WEBHOOK_MESSAGES.mismatch)
  }
  const parsed = callbackSchema.safeParse(params)
  if (!parsed.success) throw new AppError('invalid', TWILIO_WEBHOOK_MESSAGES.invalid)
  const report = reportFromTwilioStatus(parsed.data.MessageStatus, parsed.data.ErrorCode ?? null)
  if (!report) return { ok: true, updated: 0 }
  return {
    ok: true,
    updated: await applyStatusReport(req, {
      channel: 'sms',
      providerId: parsed.data.MessageSid,
      report,
      provider: 'Twilio',
    }),
  }
}
