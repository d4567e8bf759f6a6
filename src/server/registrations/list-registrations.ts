import type { Payload, PayloadRequest } from 'payload'

import { registrationListWhere } from '@/lib/audience'
import { REGISTRATIONS_PAGE_SIZE, type RegistrationListQuery } from '@/lib/schemas/registration-filters'

export type RegistrationRow = {
  id: number
  fullName: string
  email: string | null
  phone: string | null
  attendanceChoice: string[]
  consentGdpr: boolean
  day1Checkin: boolean
  day2Checkin: boolean
  tags: string[]
  notes: string | null
  cancelled: boolean
  createdAt: string
}

export type RegistrationPage = { rows: RegistrationRow[]; totalDocs: number; page: number; totalPages: number }

/**
 * One page of the registrations table, filtered, searched, sorted and paged in the database, as the
 * signed-in user may see it (field access applies: only admins get tags and notes).
 */
export async function listRegistrations(
  payload: Payload,
  user: PayloadRequest['user'],
  { filters, page, sort }: RegistrationListQuery,
): Promise<RegistrationPage> {
  const where = registrationListWhere(filters)
  // A stable tiebreak, so rows never move between pages when many share a name or a time.
  const order = [sort, '-id']
  // Two steps, because Payload's query gathers each row's lists (attendance, tags) before it applies
  // the offset: on a deep page the database would build them for every row it skips. The page's ids
  // alone come from the indexes; then only those rows are read whole.
  const ids = await payload.find({
    collection: 'registrations',
    where,
    page,
    limit: REGISTRATIONS_PAGE_SIZE,
    sort: order,
    depth: 0,
    overrideAccess: false,
    user,
    select: {},
  })
  const docs = ids.docs.length
    ? (
        await payload.find({
          collection: 'registrations',
          where: { id: { in: ids.docs.map((doc) => doc.id) } },
          pagination: false,
          sort: order,
          depth: 0,
          overrideAccess: false,
          user,
          select: {
            fullName: true,
            email: true,
            phone: true,
            attendanceChoice: true,
            consentGdpr: true,
            day1Checkin: true,
            day2Checkin: true,
            tags: true,
            notes: true,
            cancelledAt: true,
            createdAt: true,
          },
        })
      ).docs
    : []
  const result = { docs, totalDocs: ids.totalDocs, page: ids.page, totalPages: ids.totalPages }
  return {
    rows: result.docs.map((doc) => ({
      id: doc.id,
      fullName: doc.fullName,
      email: doc.email ?? null,
      phone: doc.phone ?? null,
      attendanceChoice: doc.attendanceChoice ?? [],
      consentGdpr: Boolean(doc.consentGdpr),
      day1Checkin: Boolean(doc.day1Checkin),
      day2Checkin: Boolean(doc.day2Checkin),
      tags: doc.tags ?? [],
      notes: doc.notes ?? null,
      cancelled: Boolean(doc.cancelledAt),
      createdAt: doc.createdAt,
    })),
    totalDocs: result.totalDocs,
    page: result.page ?? page,
    totalPages: result.totalPages,
  }
}
