import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { reportFromResendEvent } from '@/platform/delivery/delivery-status'
import { verifySvix, type SvixVerdict } from '@/platform/email/svix-signature'
import { env } from '@/platform/env'
import { AppError } from '@/platform/http/app-error'
import { DELIVERY_WEBHOOK_NOT_CONFIGURED } from '@/platform/http/body-limits'

import { REPLAYED_MESSAGE, applyStatusReport } from './apply-status-report'

const RESEND_WEBHOOK_MESSAGES = {
  notConfigured: DELIVERY_WEBHOOK_NOT_CONFIGURED.resend,
  unsigned: 'The webhook is not signed.',
  malformed: 'The webhook timestamp is not valid.',
  stale: 'The webhook timestamp is too far from the current time.',
  mismatch: 'The webhook signature does not match.',
  replayed: REPLAYED_MESSAGE,
  invalid: 'The webhook body is not a Resend event.',
} as const satisfies Record<
  'notConfigured' | 'replayed' | 'invalid' | Extract<SvixVerdict, { isValid: false }>['reason'],
  string
>

const eventSchema = z.object({
  type: z.string().max(100),
  data: z.object({
    email_id: z.string().min(1).max(200).optional(),
    bounce: z.object({ message: z.unknown(), type: z.unknown(), subType: z.unknown() }).partial().optional(),
    failed: z.object({ reason: z.unknown() }).partial().optional(),
  }),
})

const parseEvent = (body: string) => {
  try {
    return eventSchema.safeParse(JSON.parse(body))
  } catch {
    return null
  }
}

/**
 * A Resend event (delivered, bounced, complained, delayed…), signed by Svix: refused (401) unless
 * the secret is configured and the signature over the exact body and timestamp holds; refused (409)
 * when its id was seen before. Events that say nothing about delivery are acknowledged and ignored.
 */
export async function receiveResendEvent(req: PayloadRequest, body: string): Promise<{ ok: true; updated: number }> {
  const secret = env('RESEND_WEBHOOK_SECRET')
  if (!secret) throw new AppError('unauthorised', RESEND_WEBHOOK_MESSAGES.notConfigured)
  const verdict = verifySvix({
    secret,
    body,
    headers: {
      id: req.headers.get('svix-id'),
      timestamp: req.headers.get('svix-timestamp'),
      signature: req.headers.get('svix-signature'),
    },
  })
  if (!verdict.isValid) throw new AppError('unauthorised', RESEND_WEBHOOK_MESSAGES[verdict.reason])
  const parsed = parseEvent(body)
  if (!parsed?.success) throw new AppError('invalid', RESEND_WEBHOOK_MESSAGES.invalid)

  const { type, data } = parsed.data
  // Events that say nothing about delivery (opened, clicked…) change nothing, so a replay of one is harmless.
  const report = reportFromResendEvent(type, data)
  if (!report || !data.email_id) return { ok: true, updated: 0 }
  // Svix retries an event with the same id after a failure; the id is recorded with the change, so a retry after a rollback gets in.
  return {
    ok: true,
    updated: await applyStatusReport(req, {
      channel: 'email',
      providerId: data.email_id,
      report,
      provider: 'Resend',
      eventId: `svix:${verdict.id}`,
    }),
  }
}
