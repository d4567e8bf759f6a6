import type { Payload, Where } from 'payload'

import { MESSAGING_AUDIENCE_FILTERS, combine, notCancelledWhere, reachableWhere, segmentWhere, type AudienceFilters } from '@/lib/audience'
import { audienceLabel, parseAudienceKey, type AudienceKey, type AudienceSnapshot, type MessagePurpose, type MessageType, type RecipientBreakdown } from '@/lib/messaging'
import { AppError } from '@/server/http/app-error'

export const AUDIENCE_MISSING = 'Please choose an audience.'

/** Resolves a compose-screen audience to the filters it stands for, or null if there is no such audience. */
export async function resolveAudience(payload: Payload, key: string): Promise<AudienceSnapshot | null> {
  const parsed = parseAudienceKey(key)
  if (!parsed) return null
  if (parsed.kind === 'audience') return { key: parsed.audience, label: audienceLabel(parsed.audience), filters: MESSAGING_AUDIENCE_FILTERS[parsed.audience] }
  const segment = await payload.findByID({ collection: 'segments', id: parsed.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!segment) return null
  const filters: AudienceFilters = {
    attendanceFilter: segment.filters?.attendanceFilter ?? 'all',
    gdprFilter: segment.filters?.gdprFilter ?? 'all',
    phoneFilter: segment.filters?.phoneFilter ?? 'all',
    tagFilter: segment.filters?.tagFilter ?? null,
  }
  return { key: key as AudienceKey, label: audienceLabel(key as AudienceKey, segment.name), filters }
}

/** The audience a compose request names; an invalid-input error when there is no such audience (a deleted segment). */
export async function requireAudience(payload: Payload, key: string): Promise<AudienceSnapshot> {
  const audience = await resolveAudience(payload, key)
  if (!audience) throw new AppError('invalid', AUDIENCE_MISSING, { errors: { audience: AUDIENCE_MISSING } })
  return audience
}

/** Who a send really reaches: the audience, not cancelled, reachable on the channel, with consent for marketing. */
export function recipientWhere(filters: AudienceFilters, type: MessageType, purpose: MessagePurpose): Where {
  return combine([segmentWhere(filters), notCancelledWhere, reachableWhere(type, purpose)])
}

/** The recipient count and who is left out and why, from a few counts in the database. */
export async function recipientBreakdown(payload: Payload, filters: AudienceFilters, type: MessageType, purpose: MessagePurpose): Promise<RecipientBreakdown> {
  const count = async (where: Where) => (await payload.count({ collection: 'registrations', where, overrideAccess: true })).totalDocs
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
export async function countRecipients(payload: Payload, { audience, type, purpose }: { audience: string; type: MessageType; purpose: MessagePurpose }): Promise<RecipientBreakdown> {
  return recipientBreakdown(payload, (await requireAudience(payload, audience)).filters, type, purpose)
}
