import type { PayloadRequest } from 'payload'

import { chosenSessionKeys } from '@/events'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'

import { addSessionAtDoor } from './add-session-at-door'
import { type CheckinMethod, insertCheckin } from './insert-checkin'
import { readDoorFacts } from './read-door-facts'
import { lockPersonsCheckins } from './sync-checked-in-sessions'

export type { CheckinMethod } from './insert-checkin'
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
    const facts = await readDoorFacts(req, registration, session)
    if (facts?.checkin) return { ...facts.checkin, registration, session, isNew: false, addedSession: false }
    // Someone who chose the session (nearly everyone at the door) is let in without reading more.
    const hasChosen =
      facts !== null &&
      chosenSessionKeys({ keys: facts.sessionKeys, allKey: facts.allSessionsKey }, facts.choice).includes(session)
    const addedSession = hasChosen ? false : await addSessionAtDoor(req, { registration, session, addSession })
    const created = await insertCheckin(req, { registration, session, method })
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

/** The person's check-in at the session, if any (read under their lock, in the transaction of the callers that write). */
export async function findCheckin(req: PayloadRequest, registration: number, session: string) {
  const client = await transactionClient(req)
  const { rows } = await client.query<{ id: number; checked_in_at: Date }>({
    name: 'checkins-find',
    text: 'SELECT id, checked_in_at FROM checkins WHERE registration_id = $1 AND session = $2',
    values: [registration, session],
  })
  const row = rows[0]
  return row ? { id: row.id, registration, session, checkedInAt: row.checked_in_at.toISOString() } : null
}
