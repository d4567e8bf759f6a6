import type { Payload } from 'payload'

import type { StaffEvent } from '@/events'
import { poolOf } from '@/platform/database/pool'
import type { OverviewCounts } from './rules/overview-figures'

/**
 * One session's counts: who holds a place at it (chose it, or every session), who was let in, who
 * waits for it and who has been offered a freed place; cancelled registrations left out.
 */
export type SessionCount = {
  key: string
  title: string
  startsAt: string
  endsAt: string
  registered: number
  checkedIn: number
  waiting: number
  offered: number
}

export type RegistrationStats = {
  totalRegistrations: number
  /** Chose only online sessions, only in-person ones, or every session (for the two-day event: Day 1 only, Day 2 only, both days). */
  onlineCount: number
  inPersonCount: number
  bothCount: number
  gdprConsent: number
  /** Checked in at the first and second session. */
  day1CheckedIn: number
  day2CheckedIn: number
  cancelledCount: number
  /** Who is expected at the first and second session (registered for it or for every session). */
  day1Expected: number
  day2Expected: number
  sessions: SessionCount[]
  /** People waiting for a place at any session, and people holding an offer of one. */
  waitingCount: number
  offeredCount: number
}

const byKey = (rows: Array<{ key: string; count: number }>) => new Map(rows.map((row) => [row.key, row.count]))

/**
 * How many chose each session of the event, from its registrations' attendance entries: a session
 * chosen alone or through the all-sessions marker. Cancelled registrations are left out.
 */
export async function countRegistered(payload: Payload, event: StaffEvent): Promise<Map<string, number>> {
  const keys = event.sessions.map((session) => session.key)
  const { rows } = await poolOf(payload).query<{ key: string; count: number }>(
    `SELECT k.key, count(DISTINCT r.id)::int AS count
     FROM unnest($2::varchar[]) AS k(key)
     JOIN registrations_texts t ON t.path = 'attendanceChoice' AND (t.text = k.key OR t.text = $3)
     JOIN registrations r ON r.id = t.parent_id AND r.event_id = $1 AND r.cancelled_at IS NULL
     GROUP BY k.key`,
    [event.id, keys, keys.length >= 2 ? event.allSessionsKey : null],
  )
  return byKey(rows)
}

/** Open waiting-list entries per session of the event, by status, cancelled registrations left out. */
async function countWaiting(
  payload: Payload,
  event: StaffEvent,
): Promise<Map<string, { waiting: number; offered: number }>> {
  const { rows } = await poolOf(payload).query<{ key: string; waiting: number; offered: number }>(
    `SELECT w.session_key AS key, count(*) FILTER (WHERE w.status = 'waiting')::int AS waiting, count(*) FILTER (WHERE w.status = 'offered')::int AS offered
     FROM waiting_list w JOIN registrations r ON r.id = w.registration_id AND r.cancelled_at IS NULL
     WHERE w.event_id = $1 AND w.status IN ('waiting', 'offered')
     GROUP BY w.session_key`,
    [event.id],
  )
  return new Map(rows.map((row) => [row.key, { waiting: row.waiting, offered: row.offered }]))
}

/** How many are checked in at each session of the event right now, from the check-in records' (event, session) index. */
async function countCheckedIn(payload: Payload, event: StaffEvent): Promise<Map<string, number>> {
  const { rows } = await poolOf(payload).query<{ key: string; count: number }>(
    `SELECT c.session AS key, count(*)::int AS count
     FROM checkins c JOIN registrations r ON r.id = c.registration_id AND r.cancelled_at IS NULL
     WHERE c.event_id = $1
     GROUP BY c.session`,
    [event.id],
  )
  return byKey(rows)
}

const keysOfMode = (event: StaffEvent, mode: 'online' | 'in-person') =>
  event.sessions.filter((session) => session.mode === mode).map((session) => session.key)

/**
 * The dashboard's counts for one event, in one grouped query over its registrations (never by
 * loading them) plus the per-session counts. A registration counts as "online" when every session it
 * chose is online, "in person" when every one is in person, and "both" when it chose every session;
 * cancelled registrations are counted apart.
 */
export async function countRegistrations(payload: Payload, event: StaffEvent): Promise<RegistrationStats> {
  const keys = event.sessions.map((session) => session.key)
  const hasMarker = keys.length >= 2
  const online = keysOfMode(event, 'online')
  const inPerson = keysOfMode(event, 'in-person')
  const [{ rows }, registered, checkedIn, waiting] = await Promise.all([
    poolOf(payload).query(
      `WITH people AS (
        SELECT r.id, r.consent_gdpr, r.place_status, r.cancelled_at IS NOT NULL AS cancelled,
               coalesce(array_agg(t.text) FILTER (WHERE t.text = ANY($2::varchar[])), '{}') AS chosen,
               coalesce(bool_or(t.text = $3), false) AS marked
        FROM registrations r
        LEFT JOIN registrations_texts t ON t.parent_id = r.id AND t.path = 'attendanceChoice'
        WHERE r.event_id = $1
        GROUP BY r.id
      ), classified AS (
        SELECT *, (marked OR (cardinality($2::varchar[]) > 0 AND chosen @> $2::varchar[])) AS every_session FROM people
      )
      SELECT
        count(*) FILTER (WHERE NOT cancelled)::int AS "totalRegistrations",
        count(*) FILTER (WHERE NOT cancelled AND $6 AND every_session)::int AS "bothCount",
        count(*) FILTER (WHERE NOT cancelled AND NOT ($6 AND every_session) AND cardinality(chosen) > 0 AND chosen <@ $4::varchar[])::int AS "onlineCount",
        count(*) FILTER (WHERE NOT cancelled AND NOT ($6 AND every_session) AND cardinality(chosen) > 0 AND chosen <@ $5::varchar[])::int AS "inPersonCount",
        count(*) FILTER (WHERE NOT cancelled AND consent_gdpr)::int AS "gdprConsent",
        count(*) FILTER (WHERE cancelled)::int AS "cancelledCount",
        count(*) FILTER (WHERE NOT cancelled AND place_status = 'waiting')::int AS "waitingCount",
        count(*) FILTER (WHERE NOT cancelled AND place_status = 'offered')::int AS "offeredCount"
      FROM classified`,
      [event.id, keys, hasMarker ? event.allSessionsKey : null, online, inPerson, hasMarker],
    ),
    countRegistered(payload, event),
    countCheckedIn(payload, event),
    countWaiting(payload, event),
  ])
  const perSession: SessionCount[] = event.sessions.map((session) => ({
    key: session.key,
    title: session.title,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    registered: registered.get(session.key) ?? 0,
    checkedIn: checkedIn.get(session.key) ?? 0,
    waiting: waiting.get(session.key)?.waiting ?? 0,
    offered: waiting.get(session.key)?.offered ?? 0,
  }))
  const totals = rows[0] as Omit<
    RegistrationStats,
    'day1CheckedIn' | 'day2CheckedIn' | 'day1Expected' | 'day2Expected' | 'sessions'
  >
  return {
    totalRegistrations: totals.totalRegistrations,
    onlineCount: totals.onlineCount,
    inPersonCount: totals.inPersonCount,
    bothCount: totals.bothCount,
    gdprConsent: totals.gdprConsent,
    day1CheckedIn: perSession[0]?.checkedIn ?? 0,
    day2CheckedIn: perSession[1]?.checkedIn ?? 0,
    cancelledCount: totals.cancelledCount,
    day1Expected: perSession[0]?.registered ?? 0,
    day2Expected: perSession[1]?.registered ?? 0,
    sessions: perSession,
    waitingCount: totals.waitingCount,
    offeredCount: totals.offeredCount,
  }
}

/** Every registration of every event, cancelled ones included: what the complete backup holds. */
export async function countAllRegistrations(payload: Payload): Promise<number> {
  const { rows } = await poolOf(payload).query<{ count: number }>('SELECT count(*)::int AS count FROM registrations')
  return rows[0]?.count ?? 0
}

/** The dashboard's figures' counts, as the Overview names them. */
export const overviewCountsOf = (stats: RegistrationStats): OverviewCounts => ({
  total: stats.totalRegistrations,
  onlineOnly: stats.onlineCount,
  inPersonOnly: stats.inPersonCount,
  everySession: stats.bothCount,
  consented: stats.gdprConsent,
  cancelled: stats.cancelledCount,
  waiting: stats.waitingCount,
  offered: stats.offeredCount,
  sessions: stats.sessions,
})
