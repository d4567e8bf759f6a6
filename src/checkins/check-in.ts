import type { PayloadRequest } from 'payload'

import { withTransaction } from '@/platform/database/with-transaction'

import { addSessionAtDoor } from './add-session-at-door'
import { lockPersonsCheckins } from './sync-checked-in-sessions'

export type CheckinMethod = 'search' | 'qr' | 'walk-in'
export type CheckinResult = {
  id: number
  registration: number
  session: string
  checkedInAt: string
  isNew: boolean
  addedSession: boolean
}

/**
 * Lets a person in at a session they chose; one who did not is refused unless `addSession` says
 * staff confirmed adding it. Two devices tapping the same person at once make one check-in: the
 * second waits for the first's lock, finds its row and answers with it, so neither fails.
 */
export async function checkIn(
  req: PayloadRequest,
  {
    registration,
    session,
    method = 'search',
    addSession = false,
  }: { registration: number; session: string; method?: CheckinMethod; addSession?: boolean },
): Promise<CheckinResult> {
  return withTransaction(req, async () => {
    await lockPersonsCheckins(req, registration)
    const existing = await findCheckin(req, registration, session)
    if (existing) return { ...existing, isNew: false, addedSession: false }
    const addedSession = await addSessionAtDoor(req, { registration, session, addSession })
    const created = await req.payload.create({
      collection: 'checkins',
      data: { registration, session, method } as never,
      overrideAccess: false,
      user: req.user,
      depth: 0,
      req,
    })
    return { id: created.id, registration, session, checkedInAt: created.checkedInAt, isNew: true, addedSession }
  })
}

/** Undoes a check-in; undoing one that is not there (another device got there first) is not an error. */
export async function undoCheckIn(
  req: PayloadRequest,
  { registration, session }: { registration: number; session: string },
): Promise<{ removed: boolean }> {
  return withTransaction(req, async () => {
    await lockPersonsCheckins(req, registration)
    const existing = await findCheckin(req, registration, session)
    if (!existing) return { removed: false }
    await req.payload.delete({
      collection: 'checkins',
      id: existing.id,
      overrideAccess: false,
      user: req.user,
      depth: 0,
      req,
    })
    return { removed: true }
  })
}

/** The person's check-in at the session, if any (read under their lock by the callers that write). */
export async function findCheckin(req: PayloadRequest, registration: number, session: string) {
  const { docs } = await req.payload.find({
    collection: 'checkins',
    where: { and: [{ registration: { equals: registration } }, { session: { equals: session } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { checkedInAt: true },
    req,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, registration, session, checkedInAt: doc.checkedInAt } : null
}
