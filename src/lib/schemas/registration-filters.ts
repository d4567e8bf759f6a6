import { z } from 'zod'

import type { RegistrationListFilters } from '../audience'

/** Filters from a URL (the registrations view, its CSV export): unknown values fall back to "all". */
export const registrationFiltersSchema = z.object({
  attendance: z.enum(['all', 'online', 'in-person', 'both']).optional().catch(undefined),
  gdpr: z.enum(['all', 'consented', 'not-consented']).optional().catch(undefined),
  phone: z.enum(['all', 'with-phone', 'without-phone']).optional().catch(undefined),
  day1: z.enum(['all', 'checked-in', 'not-checked-in']).optional().catch(undefined),
  day2: z.enum(['all', 'checked-in', 'not-checked-in']).optional().catch(undefined),
  tag: z.string().trim().max(100).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
})

export function parseRegistrationFilters(params: URLSearchParams): RegistrationListFilters {
  return registrationFiltersSchema.parse(Object.fromEntries(params.entries()))
}
