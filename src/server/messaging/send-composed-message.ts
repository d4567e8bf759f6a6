import type { PayloadRequest } from 'payload'

import { MESSAGE_TEXTS, type ComposeInput } from '@/lib/messaging'
import { AppError } from '@/server/http/app-error'

import { queueBulkSend } from './bulk-send'
import { recipientBreakdown, requireAudience } from './recipients'

/**
 * The compose screen's Send: the audience as it stands now, refused when it reaches nobody, then
 * the log recorded as pending with its delivery job queued.
 */
export async function sendComposedMessage(req: PayloadRequest, input: ComposeInput) {
  const audience = await requireAudience(req.payload, input.audience)
  const breakdown = await recipientBreakdown(req.payload, audience.filters, input.type, input.purpose)
  if (breakdown.recipientCount === 0) throw new AppError('invalid', MESSAGE_TEXTS.noRecipients, { errors: { audience: MESSAGE_TEXTS.noRecipients } })
  const log = await queueBulkSend(req, { ...input, audience, recipientCount: breakdown.recipientCount })
  return { log, breakdown }
}
