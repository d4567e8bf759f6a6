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

export const REGISTRATIONS_PAGE_SIZE = 25
export const REGISTRATION_SORTS = ['-createdAt', 'createdAt', 'fullName', '-fullName', 'email', '-email'] as const
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number]

export type RegistrationListQuery = { filters: RegistrationListFilters; page: number; sort: RegistrationSort }

const listExtrasSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  sort: z.enum(REGISTRATION_SORTS).catch('-createdAt'),
})

/** The registrations view's whole state, from its URL: filters, page and sort (newest first by default). */
export function parseRegistrationListQuery(params: URLSearchParams): RegistrationListQuery {
  const { page, sort } = listExtrasSchema.parse({ page: params.get('page') ?? undefined, sort: params.get('sort') ?? undefined })
  return { filters: parseRegistrationFilters(params), page, sort }
}

/** The URL parameters for a state; "all", page 1 and the default sort are left out to keep links short. */
export function registrationListParams(query: Partial<RegistrationListQuery>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (typeof value === 'string' && value.trim() !== '' && value !== 'all') params.set(key, value.trim())
  }
  if (query.sort && query.sort !== '-createdAt') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}
