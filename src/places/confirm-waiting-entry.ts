import type { PayloadRequest } from 'payload'

import { relationId } from '@/platform/data/relation-id'
import { audit } from '@/platform/audit/audit'
import { transactionClient } from '@/platform/database/transaction-session'
import { readEventById, sessionsOf } from '@/events'
import { AppError } from '@/platform/http/app-error'
import { lockEventPlaces } from './place-counts'
import { withTransaction } from '@/platform/database/with-transaction'

import { givePlace } from './give-place'

export const CONFIRM_MESSAGES = {
  notFound: 'There is no such waiting-list entry.',
  settled: 'This person is no longer waiting for this session.',
  cancelled: 'This registration is cancelled: restore it before giving it a place.',
  confirmed: 'The place is confirmed and the confirmation e-mail is on its way.',
} as const

/**
 * Staff move someone off the waiting list by hand: the place is confirmed at once, even past the
 * session's capacity (staff decide: a spare chair, a no-show), an open offer to them is settled, and
 * the usual confirmation is sent. Recorded in the audit log. Runs under the event's place lock.
 */
export async function confirmWaitingEntry(
  req: PayloadRequest,
  entryId: number,
  now = new Date(),
): Promise<{ ok: true; message: string }> {
  return withTransaction(req, async () => {
    const first = await req.payload.findByID({
      collection: 'waiting-list',
      id: entryId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!first) throw new AppError('not-found', CONFIRM_MESSAGES.notFound)
    const eventId = relationId(first.event)!
    const db = await transactionClient(req)
    await lockEventPlaces(db, eventId)
    // Read again under the lock: an offer may have been answered or lapsed since.
    const entry = await req.payload.findByID({
      collection: 'waiting-list',
      id: entryId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered'))
      throw new AppError('conflict', CONFIRM_MESSAGES.settled)
    const registration = await req.payload.findByID({
      collection: 'registrations',
      id: relationId(entry.registration)!,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (registration.cancelledAt) throw new AppError('conflict', CONFIRM_MESSAGES.cancelled)
    const event = await readEventById(req.payload, eventId, req)
    if (!event) throw new AppError('not-found', CONFIRM_MESSAGES.notFound)
    await givePlace(req, db, { entry, registration, event, now })
    const session = sessionsOf(event).find((candidate) => candidate.key === entry.sessionKey)
    await audit(req, {
      action: 'waiting-list-confirm',
      summary: `Gave ${registration.fullName} a place at ${session?.title ?? entry.sessionKey} (${event.title}) from the waiting list`,
      target: `registrations:${registration.id}`,
      details: { waitingListEntry: entry.id, sessionKey: entry.sessionKey, previousStatus: entry.status },
    })
    return { ok: true as const, message: CONFIRM_MESSAGES.confirmed }
  })
}
