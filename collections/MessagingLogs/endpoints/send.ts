import type { Endpoint } from 'payload'

import { hasAnyRole } from '@/access/roles'
import { MESSAGE_PURPOSES, MESSAGE_TEXTS, MESSAGE_TYPES, composeSchema, type MessagePurpose, type MessageType } from '@/lib/messaging'
import { fieldErrors } from '@/lib/schemas/registration'
import { forbidden, json } from '@/server/forms/respond'
import { queueBulkSend } from '@/server/messaging/bulk-send'
import { recipientBreakdown, resolveAudience } from '@/server/messaging/recipients'

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback)

/** GET /api/messaging-logs/recipients?type=&purpose=&audience=: how many a send would reach, and who is left out. */
export const recipientsEndpoint: Endpoint = {
  path: '/recipients',
  method: 'get',
  handler: async (req) => {
    if (!hasAnyRole(req.user, ['admin'])) return forbidden()
    const params = new URL(req.url ?? 'http://x/').searchParams
    const type = pick<MessageType>(params.get('type'), MESSAGE_TYPES, 'email')
    const purpose = pick<MessagePurpose>(params.get('purpose'), MESSAGE_PURPOSES, 'marketing')
    const audience = await resolveAudience(req.payload, params.get('audience') ?? 'all')
    if (!audience) return json({ message: 'Please choose an audience.' }, 400)
    return json(await recipientBreakdown(req.payload, audience.filters, type, purpose))
  },
}

/** POST /api/messaging-logs/send: validates, records the log as pending and queues the delivery job. */
export const sendEndpoint: Endpoint = {
  path: '/send',
  method: 'post',
  handler: async (req) => {
    if (!hasAnyRole(req.user, ['admin'])) return forbidden()
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = undefined
    }
    const parsed = composeSchema.safeParse(body ?? {})
    if (!parsed.success) {
      const errors = fieldErrors(parsed)
      return json({ message: Object.values(errors)[0] ?? MESSAGE_TEXTS.sendFailed, errors }, 400)
    }
    const audience = await resolveAudience(req.payload, parsed.data.audience)
    if (!audience) return json({ message: 'Please choose an audience.', errors: { audience: 'Please choose an audience.' } }, 400)
    const breakdown = await recipientBreakdown(req.payload, audience.filters, parsed.data.type, parsed.data.purpose)
    if (breakdown.recipientCount === 0) return json({ message: MESSAGE_TEXTS.noRecipients, errors: { audience: MESSAGE_TEXTS.noRecipients } }, 400)
    const log = await queueBulkSend(req, { ...parsed.data, audience, recipientCount: breakdown.recipientCount })
    return json({ log, breakdown }, 201)
  },
}
