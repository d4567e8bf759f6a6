import type { Payload, PayloadRequest, Sort, Where } from 'payload'

/** What the staff lists show of a person; field access still decides what each role gets back. */
const LISTED_FIELDS = {
  fullName: true,
  email: true,
  phone: true,
  checkinCode: true,
  attendanceChoice: true,
  checkedInSessions: true,
  consentGdpr: true,
  tags: true,
  notes: true,
  cancelledAt: true,
  createdAt: true,
  groupBooker: true,
  isChild: true,
  placeStatus: true,
} as const

/**
 * Registrations as the signed-in user may read them (collection and field access apply: only admins
 * get tags and notes, editors nothing), flat, with the fields the registrations table and the door
 * list show. `isCounted: false` skips the total when the caller knows it already.
 */
export function findListedRegistrations(
  payload: Payload,
  user: PayloadRequest['user'],
  { where, sort, limit, isCounted = true }: { where: Where; sort: Sort; limit?: number; isCounted?: boolean },
) {
  return payload.find({
    collection: 'registrations',
    where,
    sort,
    ...(limit === undefined ? {} : { limit }),
    pagination: isCounted,
    depth: 0,
    overrideAccess: false,
    user,
    select: LISTED_FIELDS,
  })
}
