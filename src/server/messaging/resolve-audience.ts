import type { Payload } from 'payload'

import { MESSAGING_AUDIENCE_FILTERS, type AudienceFilters } from '@/lib/audience'
import { audienceLabel, parseAudienceKey, type AudienceKey, type AudienceSnapshot } from '@/lib/messaging'
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
