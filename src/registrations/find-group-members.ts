import type { Payload, PayloadRequest } from 'payload'

import { notCancelledWhere } from './rules/audience'

/** What the booker's e-mail, manage page and door need of each person they brought. */
export type GroupMember = {
  id: number
  fullName: string
  isChild: boolean
  checkinCode: string | null
  attendanceChoice: string[]
  placeStatus: 'confirmed' | 'waiting' | 'offered'
  cancelledAt: string | null
}

/**
 * The people one booker brought along (registrations whose `groupBooker` is the booker), in the
 * order they were added. Cancelled ones are left out unless asked for. A deliberate override: the
 * callers are the booker's own link and e-mail, which act for the booker, not for a staff user.
 */
export async function findGroupMembers(
  payload: Payload,
  bookerId: number,
  { includeCancelled = false, req }: { includeCancelled?: boolean; req?: Partial<PayloadRequest> } = {},
): Promise<GroupMember[]> {
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { and: [{ groupBooker: { equals: bookerId } }, ...(includeCancelled ? [] : [notCancelledWhere])] },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      fullName: true,
      isChild: true,
      checkinCode: true,
      attendanceChoice: true,
      placeStatus: true,
      cancelledAt: true,
    },
    ...(req ? { req } : {}),
  })
  return docs.map((doc) => ({
    id: doc.id,
    fullName: doc.fullName,
    isChild: Boolean(doc.isChild),
    checkinCode: doc.checkinCode ?? null,
    attendanceChoice: doc.attendanceChoice ?? [],
    placeStatus: doc.placeStatus ?? 'confirmed',
    cancelledAt: doc.cancelledAt ?? null,
  }))
}
