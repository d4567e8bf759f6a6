import type { Payload, Where } from 'payload'

import { combine, notCancelledWhere, reachableWhere, segmentWhere, type AudienceFilters } from '@/registrations'
import type { MessagePurpose, MessageType, RecipientBreakdown } from './rules/messaging'

import { requireAudience } from './resolve-audience'

/** Who a send really reaches: the audience, not cancelled, reachable on the channel, with consent for marketing. */
export function recipientWhere(filters: AudienceFilters, type: MessageType, purpose: MessagePurpose): Where {
  return combine([segmentWhere(filters), notCancelledWhere, reachableWhere(type, purpose)])
}

/** The recipient count and who is left out and why, from a few counts in the database. */
export async function recipientBreakdown(
  payload: Payload,
  filters: AudienceFilters,
  type: MessageType,
  purpose: MessagePurpose,
): Promise<RecipientBreakdown> {
  const count = async (where: Where) =>
    (await payload.count({ collection: 'registrations', where, overrideAccess: true })).totalDocs
  const audience = combine([segmentWhere(filters), notCancelledWhere])
  const hasAddress: Where = type === 'email' ? { email: { exists: true } } : { phone: { exists: true } }
  const subscribed: Where = { emailSuppressed: { not_equals: true } }
  const [audienceCount, withAddress, reachable, recipientCount] = await Promise.all([
    count(audience),
    count(combine([audience, hasAddress])),
    count(combine([audience, hasAddress, subscribed])),
    count(recipientWhere(filters, type, purpose)),
  ])
  return {
    audienceCount,
    recipientCount,
    withoutAddress: audienceCount - withAddress,
    unsubscribed: withAddress - reachable,
    withoutConsent: reachable - recipientCount,
  }
}

/** The compose screen's count: how many a send to the audience would reach, and who is left out and why. */
export async function countRecipients(
  payload: Payload,
  { audience, type, purpose }: { audience: string; type: MessageType; purpose: MessagePurpose },
): Promise<RecipientBreakdown> {
  return recipientBreakdown(payload, (await requireAudience(payload, audience)).filters, type, purpose)
}
