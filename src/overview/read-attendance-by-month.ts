import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

export type MonthFigures = { month: string; firstTimers: number; returning: number; regular: number }

/** Regular: this many check-ins in the 16 weeks up to the end of the month. */
const REGULAR_ATTENDANCES = 8
const REGULAR_WEEKS = 16

/**
 * Across all events, per month (UK time) of the last `months`: the people who came, each counted
 * once as a first-timer (their first check-in ever was that month), a regular (8 check-ins in the 16
 * weeks up to the month's end) or else returning. One query over the period's check-ins, with each
 * person's first and recent check-ins read through the (person, checked-in time) index.
 */
export async function readAttendanceByMonth(payload: Payload, now = new Date(), months = 12): Promise<MonthFigures[]> {
  const { rows } = await poolOf(payload).query<MonthFigures>(
    `WITH bounds AS (
       SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/London') AS this_month),
     months AS (
       SELECT m AS month, (m + interval '1 month') AT TIME ZONE 'Europe/London' AS ends_at
       FROM bounds, generate_series(this_month - make_interval(months => $2::int - 1), this_month, interval '1 month') AS m),
     came AS (
       SELECT DISTINCT c.person_id, date_trunc('month', c.checked_in_at AT TIME ZONE 'Europe/London') AS month
       FROM checkins c
       WHERE c.person_id IS NOT NULL AND c.checked_in_at >= (SELECT min(month) FROM months) AT TIME ZONE 'Europe/London'),
     kinds AS (
       SELECT came.month,
         CASE
           WHEN date_trunc('month', (SELECT min(f.checked_in_at) FROM checkins f WHERE f.person_id = came.person_id) AT TIME ZONE 'Europe/London') = came.month THEN 'first'
           WHEN (SELECT count(*) FROM checkins r WHERE r.person_id = came.person_id
                   AND r.checked_in_at < m.ends_at AND r.checked_in_at >= m.ends_at - make_interval(weeks => $4::int)) >= $3::int THEN 'regular'
           ELSE 'returning'
         END AS kind
       FROM came JOIN months m ON m.month = came.month)
     SELECT to_char(m.month, 'YYYY-MM') AS month,
       count(k.kind) FILTER (WHERE k.kind = 'first')::int AS "firstTimers",
       count(k.kind) FILTER (WHERE k.kind = 'returning')::int AS returning,
       count(k.kind) FILTER (WHERE k.kind = 'regular')::int AS regular
     FROM months m LEFT JOIN kinds k ON k.month = m.month
     GROUP BY m.month ORDER BY m.month`,
    [now.toISOString(), months, REGULAR_ATTENDANCES, REGULAR_WEEKS],
  )
  return rows
}
