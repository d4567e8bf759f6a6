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
  const result = await payload.find({
    collection: 'registrations',
    where: registrationListWhere(filters),
    page,
    limit: REGISTRATIONS_PAGE_SIZE,
    // A stable tiebreak, so rows never move between pages when many share a name or a time.
    sort: [sort, '-id'],
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
