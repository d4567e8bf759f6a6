import { z } from 'zod'

import type { CheckinFilter, PaymentFilter, RegistrationListFilters, StatusFilter } from './audience'
import { isSessionKey, MAX_SESSIONS } from '@/events/shared'

const CHECKIN_FILTERS = ['all', 'checked-in', 'not-checked-in'] as const satisfies readonly CheckinFilter[]
const STATUS_FILTERS = [
  'all',
  'active',
  'cancelled',
  'confirmed',
  'waiting',
  'offered',
] as const satisfies readonly StatusFilter[]

const PAYMENT_FILTERS = [
  'all',
  'awaiting',
  'part-paid',
  'overdue',
  'paid',
  'lapsed',
  'refunded',
  'free',
] as const satisfies readonly PaymentFilter[]

/** Filters from a URL (the registrations view, its CSV export): unknown values fall back to "all". */
const registrationFiltersSchema = z.object({
  // A session key or the all-sessions marker of the chosen event; which ones exist is the event's to say.
  attendance: z.string().trim().max(40).refine(isSessionKey).optional().catch(undefined),
  gdpr: z.enum(['all', 'consented', 'not-consented']).optional().catch(undefined),
  phone: z.enum(['all', 'with-phone', 'without-phone']).optional().catch(undefined),
  tag: z.string().trim().max(100).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(STATUS_FILTERS).optional().catch(undefined),
  payment: z.enum(PAYMENT_FILTERS).optional().catch(undefined),
  // An answer to one of the event's choice questions, "<question key>:<option>" (src/registrations/rules/answer-filters.ts).
  answer: z.string().trim().max(160).optional().catch(undefined),
})

const checkinFilterSchema = z.enum(CHECKIN_FILTERS).optional().catch(undefined)
/** day1 … day20: check-in at the event's first … twentieth session. */
const DAY_PARAM = /^day([1-9]\d?)$/
const isDayParam = (key: string) => {
  const day = Number(DAY_PARAM.exec(key)?.[1] ?? 0)
  return day >= 1 && day <= MAX_SESSIONS
}

export function parseRegistrationFilters(params: URLSearchParams): RegistrationListFilters {
  const entries = Object.fromEntries(params.entries())
  const filters: RegistrationListFilters = registrationFiltersSchema.parse(entries)
  for (const [key, value] of Object.entries(entries)) {
    if (!isDayParam(key)) continue
    const filter = checkinFilterSchema.parse(value)
    if (filter) filters[key as `day${number}`] = filter
  }
  return filters
}

export const REGISTRATIONS_PAGE_SIZE = 25
const REGISTRATION_SORTS = ['-createdAt', 'createdAt', 'fullName', '-fullName', 'email', '-email'] as const
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number]

/** The registrations view's state: the event (null for the default one), its filters, page and sort. */
export type RegistrationListQuery = {
  event?: number | null
  filters: RegistrationListFilters
  page: number
  sort: RegistrationSort
}

/** An event id from a URL; anything else is no choice, so the default event is shown. */
export const eventParamSchema = z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null)

const listExtrasSchema = z.object({
  event: eventParamSchema,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  sort: z.enum(REGISTRATION_SORTS).catch('-createdAt'),
})

/** The registrations view's whole state, from its URL: event, filters, page and sort (newest first by default). */
export function parseRegistrationListQuery(params: URLSearchParams): RegistrationListQuery {
  const { event, page, sort } = listExtrasSchema.parse({
    event: params.get('event') ?? null,
    page: params.get('page') ?? undefined,
    sort: params.get('sort') ?? undefined,
  })
  return { ...(event ? { event } : {}), filters: parseRegistrationFilters(params), page, sort }
}

/** A filter left at "all" filters nothing, except the sessions chosen: "all" is the all-sessions marker of most events. */
const filtersNothing = (key: string, value: string) => value === '' || (value === 'all' && key !== 'attendance')

/** The URL parameters for a state; "all", page 1 and the default sort are left out to keep links short. */
export function registrationListParams(query: Partial<RegistrationListQuery>): URLSearchParams {
  const params = new URLSearchParams()
  if (query.event) params.set('event', String(query.event))
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (typeof value === 'string' && !filtersNothing(key, value.trim())) params.set(key, value.trim())
  }
  if (query.sort && query.sort !== '-createdAt') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}
