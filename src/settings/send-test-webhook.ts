import type { Payload } from 'payload'

import { WEBHOOK_URL_REQUIRED, webhookTestPayload } from '@/registrations'
import { AppError } from '@/platform/http/app-error'
import { postWebhook } from '@/platform/net/post-webhook'

/**
 * The example payload, signed and sent by the server to the URL and secret on the screen (which may
 * not be saved yet), or to the saved ones when none is given.
 */
export async function sendTestWebhook(payload: Payload, given: { url?: string; secret?: string }) {
  const stored = await payload.findGlobal({ slug: 'integrations', depth: 0, overrideAccess: true })
  const url = (given.url ?? stored.webhookUrl ?? '').trim()
  if (!url) throw new AppError('invalid', WEBHOOK_URL_REQUIRED)
  return postWebhook(url, webhookTestPayload(new Date()), { secret: given.secret ?? stored.webhookSecret })
}
