import type { Payload, PayloadRequest } from 'payload'

import { choiceRulesOfStaffEvent, chosenSessionKeys, type StaffEvent } from '@/events'
import { relationId } from '@/platform/data/relation-id'
import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { withHookContext } from '@/platform/hook-context'
import { AppError } from '@/platform/http/app-error'

import { checkIn, findCheckin, undoCheckIn } from './check-in'
import { tapOutcome, tapTime, type DoorChange, type DoorPerson, type DoorTap, type TapOutcome } from './rules/door-ops'
import { lockPersonsCheckins } from './sync-checked-in-sessions'

/**
 * A door device keeps the session's list and works offline; it sends the taps it queued and asks
 * for "changes since" its cursor. The cursor is a transaction id: every change is logged with the id
 * of the transaction that wrote it, and a read returns the changes of transactions older than the
 * oldest one still running (its snapshot's xmin), then that xmin as the next cursor. A transaction
 * that began earlier but commits later is therefore never skipped, which a serial id would allow.
 */

/** Logs a change to a person's check-in at a session, inside the transaction that makes it. */
export async function recordCheckinChange(
  req: PayloadRequest,
  change: { registration: number; event: number; session: string; checkedIn: boolean; at: string },
): Promise<void> {
  const client = await transactionClient(req)
  await client.query(
    `INSERT INTO checkin_changes (registration, event, session, checked_in, at, txid)
     VALUES ($1, $2, $3, $4, $5, pg_current_xact_id()::text::numeric)`,
    [change.registration, change.event, change.session, change.checkedIn, change.at],
  )
}

/** The cursor for "everything committed so far": the oldest transaction still running. */
const CURSOR_SQL = 'pg_snapshot_xmin(pg_current_snapshot())::text'

/**
 * The whole list for a device to keep: everyone registered for the event and not cancelled (someone
 * may turn up at a session they did not choose), with the cursor to ask for changes from. The
 * cursor is read first, so a check-in committed while the list is read is sent again, never lost.
 */
export async function readDoorList(
  payload: Payload,
  event: StaffEvent,
  session: string,
): Promise<{ cursor: string; session: string; people: DoorPerson[] }> {
  const pool = poolOf(payload)
  const { rows: cursorRows } = await pool.query<{ cursor: string }>(`SELECT ${CURSOR_SQL} AS cursor`)
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { and: [{ event: { equals: event.id } }, { cancelledAt: { exists: false } }] },
    sort: ['fullName', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // Names, codes and sessions only: what every door role may read (never contact details or answers).
    select: { fullName: true, checkinCode: true, attendanceChoice: true, groupBooker: true, isChild: true },
  })
  const names = new Map(docs.map((doc) => [doc.id, doc.fullName]))
  const { rows } = await pool.query<{ registration_id: number; checked_in_at: Date }>(
    'SELECT registration_id, checked_in_at FROM checkins WHERE event_id = $1 AND session = $2',
    [event.id, session],
  )
  const times = new Map(rows.map((row) => [row.registration_id, row.checked_in_at.toISOString()]))
  const rules = choiceRulesOfStaffEvent(event)
  return {
    cursor: cursorRows[0]!.cursor,
    session,
    people: docs.map((doc) => {
      const booker = relationId(doc.groupBooker)
      return {
        id: doc.id,
        fullName: doc.fullName,
        household: (booker !== null ? names.get(booker) : undefined) ?? doc.fullName,
        checkinCode: doc.checkinCode ?? null,
        sessions: chosenSessionKeys(rules, doc.attendanceChoice),
        isChild: Boolean(doc.isChild),
        checkedInAt: times.get(doc.id) ?? null,
      }
    }),
  }
}

/** The people whose check-in at the session changed since the cursor, as they are now, and the next cursor. */
export async function readDoorChanges(
  payload: Payload,
  { event, session, cursor }: { event: number; session: string; cursor: string | undefined },
): Promise<{ cursor: string; changes: DoorChange[] }> {
  const pool = poolOf(payload)
  // A device sending taps of a session whose list it does not keep asks for no changes.
  if (cursor === undefined) {
    const { rows } = await pool.query<{ cursor: string }>(`SELECT ${CURSOR_SQL} AS cursor`)
    return { cursor: rows[0]!.cursor, changes: [] }
  }
  // One statement, so the changes and the next cursor come from the same snapshot.
  const { rows } = await pool.query<{ cursor: string; registrations: number[] }>(
    `WITH snap AS (SELECT ${CURSOR_SQL} AS cursor)
     SELECT snap.cursor, array(
       SELECT DISTINCT registration::int FROM checkin_changes
       WHERE event = $1 AND session = $2 AND txid >= $3::numeric AND txid < snap.cursor::numeric
     ) AS registrations FROM snap`,
    [event, session, cursor],
  )
  const { cursor: next, registrations } = rows[0]!
  if (!registrations.length) return { cursor: next, changes: [] }
  const { rows: current } = await pool.query<{ registration_id: number; checked_in_at: Date }>(
    'SELECT registration_id, checked_in_at FROM checkins WHERE session = $1 AND registration_id = ANY($2::int[])',
    [session, registrations],
  )
  const times = new Map(current.map((row) => [row.registration_id, row.checked_in_at.toISOString()]))
  return {
    cursor: next,
    changes: registrations.map((registration) => ({ registration, checkedInAt: times.get(registration) ?? null })),
  }
}

export type QueuedTap = DoorTap & {
  nonce: string
  registration: number
  method: 'search' | 'qr'
  /** Staff confirmed letting in someone who did not choose the session (asked on the device). */
  addSession: boolean
}
export type TapResult = { nonce: string; outcome: TapOutcome | 'duplicate' | 'refused'; message?: string }

/** Whether the nonce was applied already; only asked while the person's lock is held. */
async function isNonceUsed(req: PayloadRequest, nonce: string): Promise<boolean> {
  const client = await transactionClient(req)
  const { rowCount } = await client.query('SELECT 1 FROM checkin_nonces WHERE nonce = $1', [nonce])
  return Boolean(rowCount)
}

/** The person's latest undo at the session, from the change log. */
async function lastUndoneAt(req: PayloadRequest, registration: number, session: string): Promise<string | null> {
  const client = await transactionClient(req)
  const { rows } = await client.query<{ at: Date }>(
    `SELECT max(at) AS at FROM checkin_changes WHERE registration = $1 AND session = $2 AND NOT checked_in`,
    [registration, session],
  )
  return rows[0]?.at ? rows[0].at.toISOString() : null
}

/** Applies one queued tap in a transaction of its own, under the person's lock, once per nonce. */
async function applyTap(req: PayloadRequest, eventId: number, session: string, tap: QueuedTap): Promise<TapResult> {
  return withTransaction(req, async () => {
    await lockPersonsCheckins(req, tap.registration)
    if (await isNonceUsed(req, tap.nonce)) return { nonce: tap.nonce, outcome: 'duplicate' as const }
    const existing = await findCheckin(req, tap.registration, session)
    const outcome = tapOutcome(tap, {
      checkedInAt: existing?.checkedInAt ?? null,
      lastUndoneAt: await lastUndoneAt(req, tap.registration, session),
    })
    await withHookContext(req, { doorTakenAt: tap.at }, async () => {
      if (outcome === 'create')
        await checkIn(req, { registration: tap.registration, session, method: tap.method, addSession: tap.addSession })
      if (outcome === 'delete') await undoCheckIn(req, { registration: tap.registration, session })
    })
    if (outcome === 'move-earlier' && existing) {
      const client = await transactionClient(req)
      await client.query('UPDATE checkins SET checked_in_at = $1 WHERE id = $2', [tap.at, existing.id])
      await recordCheckinChange(req, {
        registration: tap.registration,
        event: eventId,
        session,
        checkedIn: true,
        at: tap.at,
      })
    }
    // The unique index is the last word: a second upload of the same tap racing this one fails here and rolls back.
    const client = await transactionClient(req)
    await client.query('INSERT INTO checkin_nonces (nonce, outcome) VALUES ($1, $2)', [tap.nonce, outcome])
    return { nonce: tap.nonce, outcome }
  })
}

/**
 * Applies a device's queued taps for one session of the event, oldest first, each once (by its
 * nonce) and each on its own: a tap refused (a person of another event, a time that cannot be
 * believed, someone not registered for the session without staff confirming) is answered as
 * refused and the others still apply.
 */
export async function applyDoorTaps(
  req: PayloadRequest,
  { event, session, taps }: { event: StaffEvent; session: string; taps: QueuedTap[] },
): Promise<TapResult[]> {
  if (!event.sessions.some((s) => s.key === session))
    throw new AppError('invalid', `"${session}" is not a session of this event.`, { errors: { session: 'unknown' } })
  const ids = [...new Set(taps.map((tap) => tap.registration))]
  const { rows } = await poolOf(req.payload).query<{ id: number }>(
    'SELECT id FROM registrations WHERE id = ANY($1::int[]) AND event_id = $2 AND cancelled_at IS NULL',
    [ids, event.id],
  )
  const ofEvent = new Set(rows.map((row) => row.id))
  const now = new Date()
  const ordered = taps
    .map((tap, index) => ({ tap, index, at: tapTime(tap.at, now) }))
    .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.index - b.index)
  const results: TapResult[] = []
  for (const { tap, at } of ordered) {
    if (!ofEvent.has(tap.registration)) {
      results.push({ nonce: tap.nonce, outcome: 'refused', message: 'Not registered for this event (or cancelled).' })
      continue
    }
    if (!at) {
      results.push({ nonce: tap.nonce, outcome: 'refused', message: 'The time of this tap cannot be right.' })
      continue
    }
    try {
      results.push(await applyTap(req, event.id, session, { ...tap, at }))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      results.push({ nonce: tap.nonce, outcome: 'refused', message: error.message })
    }
  }
  return results
}
