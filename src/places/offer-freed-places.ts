import type { PayloadRequest, TaskConfig } from 'payload'

import { entriesToOffer, placeLimitsOf } from './rules/places'
import { scheduleOnce } from '@/platform/database/schedule-once'
import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { choiceRulesOf, readEventById } from '@/events'
import { lockEventPlaces, readPlaceCounts, readQueue, syncPlaceStatus, type Queryable } from './place-counts'
import { withTransaction } from '@/platform/database/with-transaction'

import { placeOfferTokenFor } from './offer-token'

/** How long an offer is held when the event does not say. */
const DEFAULT_OFFER_HOURS = 24

const HOUR_MS = 60 * 60 * 1000

type Touched = { registration_id: number }

/**
 * Entries that no longer wait for anything: offers nobody answered in time lapse, a cancelled
 * registration leaves the list, and a session staff have since given the person is theirs.
 */
async function settleStaleEntries(db: Queryable, event: { id: number; allKey: string }, now: Date): Promise<number[]> {
  const lapsed = await db.query<Touched>(
    `UPDATE waiting_list SET status = 'expired', resolved_at = $2, updated_at = $2
      WHERE event_id = $1 AND status = 'offered' AND offer_expires_at <= $2 RETURNING registration_id`,
    [event.id, now],
  )
  const cancelled = await db.query<Touched>(
    `UPDATE waiting_list w SET status = 'removed', resolved_at = $2, updated_at = $2 FROM registrations r
      WHERE w.event_id = $1 AND w.status IN ('waiting', 'offered') AND r.id = w.registration_id AND r.cancelled_at IS NOT NULL RETURNING w.registration_id`,
    [event.id, now],
  )
  const held = await db.query<Touched>(
    `UPDATE waiting_list w SET status = 'accepted', resolved_at = $2, updated_at = $2
      WHERE w.event_id = $1 AND w.status = 'waiting' AND EXISTS (SELECT 1 FROM registrations_texts t
        WHERE t.parent_id = w.registration_id AND t.path = 'attendanceChoice' AND (t.text = w.session_key OR t.text = $3)) RETURNING w.registration_id`,
    [event.id, now, event.allKey],
  )
  return [...lapsed.rows, ...cancelled.rows, ...held.rows].map((row) => row.registration_id)
}

/**
 * Offers an event's freed places down its waiting list, in one transaction under the event's place
 * lock: stale entries are settled first, then each entry `entriesToOffer` picks is marked offered
 * (held for the event's `offerHours`) and its message queued in the same transaction, so a run that
 * stops half-way offers nothing and a second run finds the places already held. Returns the entries offered.
 */
async function offerEventPlaces(req: PayloadRequest, eventId: number, now = new Date()): Promise<number[]> {
  return withTransaction(req, async () => {
    const db = await transactionClient(req)
    await lockEventPlaces(db, eventId)
    const event = await readEventById(req.payload, eventId, req)
    if (!event) return []
    const rules = choiceRulesOf(event)
    const touched = await settleStaleEntries(db, { id: event.id, allKey: rules.allKey }, now)
    const limits = placeLimitsOf(event)
    const counts = await readPlaceCounts(db, event.id)
    const ids = entriesToOffer(limits, counts, await readQueue(db, event.id))
    const expiresAt = new Date(now.getTime() + (event.offerHours ?? DEFAULT_OFFER_HOURS) * HOUR_MS)
    const offered = ids.length
      ? (
          await db.query<{ id: number; registration_id: number }>(
            `UPDATE waiting_list w SET status = 'offered', offered_at = $2, offer_expires_at = $3, offer_token_hash = v.hash, updated_at = $2
              FROM unnest($1::int[], $4::varchar[]) AS v(id, hash) WHERE w.id = v.id AND w.status = 'waiting' RETURNING w.id, w.registration_id`,
            [ids, now, expiresAt, ids.map((id) => placeOfferTokenFor(req.payload.secret, id).hash)],
          )
        ).rows
      : []
    await syncPlaceStatus(db, [...new Set([...touched, ...offered.map((row) => row.registration_id)])])
    for (const { id } of offered) await req.payload.jobs.queue({ task: 'sendPlaceOffer', input: { entryId: id }, req })
    return offered.map((row) => row.id)
  })
}

/** Events with someone waiting or an offer open: the ones a scheduled run looks at. */
async function eventsWithOpenEntries(req: PayloadRequest): Promise<number[]> {
  const { rows } = await poolOf(req.payload).query<{ event_id: number }>(
    `SELECT DISTINCT event_id FROM waiting_list WHERE status IN ('waiting', 'offered') ORDER BY event_id`,
  )
  return rows.map((row) => row.event_id)
}

/**
 * Queued for one event when a place frees up (a cancellation, a session dropped, an offer declined,
 * more places), and run every minute for every event with open entries, which is how an unanswered
 * offer lapses within a minute of its deadline and passes on.
 */
export const offerFreedPlacesTask: TaskConfig<'offerFreedPlaces'> = {
  slug: 'offerFreedPlaces',
  retries: 3,
  inputSchema: [{ name: 'eventId', type: 'number' }],
  schedule: [{ cron: '30 * * * * *', queue: 'default', hooks: scheduleOnce }],
  handler: async ({ input, req }) => {
    const eventIds = input.eventId ? [input.eventId] : await eventsWithOpenEntries(req)
    for (const eventId of eventIds) await offerEventPlaces(req, eventId)
    return { output: {} }
  },
}
