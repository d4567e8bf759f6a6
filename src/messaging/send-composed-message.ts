import type { PayloadRequest } from 'payload'

import { countOf, PEOPLE } from '@/platform/audit/audit-words'
import { MESSAGE_TEXTS, type ComposeInput } from './rules/messaging'
import { audit } from '@/platform/audit/audit'
import { AppError } from '@/platform/http/app-error'
import { withTransaction } from '@/platform/database/with-transaction'

import { recipientBreakdown } from './count-recipients'
import { requireAudience } from './resolve-audience'

/**
 * The compose screen's Send: the audience as it stands now, refused when it reaches nobody, then
 * the log recorded as pending and its delivery job queued in one transaction, so a log is never
 * left without its job. The `sendBulkMessage` job (run-bulk-send.ts) does the sending.
 */
export async function sendComposedMessage(req: PayloadRequest, input: ComposeInput) {
  const audience = await requireAudience(req.payload, input.audience)
  const breakdown = await recipientBreakdown(req.payload, audience.filters, input.type, input.purpose)
  const { recipientCount } = breakdown
  if (recipientCount === 0)
    throw new AppError('invalid', MESSAGE_TEXTS.noRecipients, { errors: { audience: MESSAGE_TEXTS.noRecipients } })
  const log = await withTransaction(req, async () => {
    // Logs are server-owned (nobody creates them over the API), so this write overrides access.
    const created = await req.payload.create({
      collection: 'messaging-logs',
      data: {
        type: input.type,
        purpose: input.purpose,
        subject: input.subject,
        content: input.content,
        audience,
        recipientCount,
        status: 'pending',
        createdBy: req.user?.id,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await req.payload.jobs.queue({ task: 'sendBulkMessage', input: { logId: created.id }, req })
    await audit(req, {
      action: 'message-send',
      summary: `${input.type === 'email' ? 'E-mail' : 'Text message'} (${input.purpose} message) sent to ${countOf(recipientCount, PEOPLE)}: ${audience.label}`,
      target: `messaging-logs:${created.id}`,
      details: { type: input.type, purpose: input.purpose, audience: audience.key, recipientCount },
    })
    return created
  })
  return { log, breakdown }
}
