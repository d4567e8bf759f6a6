import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

export type MonthFigures = { month: string; firstTimers: number; returning: number; regular: number }

/** Regular: this many check-ins in the 16 weeks up to one of their check-ins that month. */
const REGULAR_ATTENDANCES = 8
const REGULAR_WEEKS = 16

/**
 * Across all events, per month (UK time) of the last `months`: the people who came, each counted
 * once as a first-timer (their first check-in ever was that month), a regular (at one of their
 * check-ins that month, 8 in the 16 weeks up to it) or else returning. One query, one pass over the
 * check-ins up to the period's end in (person, checked-in time) order, that index's order.
 */
export async function readAttendanceByMonth(payload: Payload, now = new Date(), months = 12): Promise<MonthFigures[]> {
  const { rows } = await poolOf(payload).query<MonthFigures>(
    `WITH bounds AS (
       SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/London') AS this_month),
     months AS (
       SELECT m AS month FROM bounds,
         generate_series(this_month - make_interval(months => $2::int - 1), this_month, interval '1 month') AS m),
     seen AS (
       SELECT c.person_id, date_trunc('month', c.checked_in_at AT TIME ZONE 'Europe/London') AS month,
         count(*) OVER (PARTITION BY c.person_id ORDER BY c.checked_in_at
                        RANGE BETWEEN make_interval(weeks => $4::int) PRECEDING AND CURRENT ROW) AS recent,
         min(c.checked_in_at) OVER (PARTITION BY c.person_id) AS first_at
       FROM checkins c
       WHERE c.person_id IS NOT NULL
         AND c.checked_in_at < ((SELECT max(month) FROM months) + interval '1 month') AT TIME ZONE 'Europe/London'),
     came AS (
       SELECT s.month,
         bool_or(date_trunc('month', s.first_at AT TIME ZONE 'Europe/London') = s.month) AS first,
         max(s.recent) AS recent
       FROM seen s WHERE s.month >= (SELECT min(month) FROM months)
       GROUP BY s.person_id, s.month)
     SELECT to_char(m.month, 'YYYY-MM') AS month,
       count(c.month) FILTER (WHERE c.first)::int AS "firstTimers",
       count(c.month) FILTER (WHERE NOT c.first AND c.recent < $3::int)::int AS returning,
       count(c.month) FILTER (WHERE NOT c.first AND c.recent >= $3::int)::int AS regular
     FROM months m LEFT JOIN came c ON c.month = m.month
     GROUP BY m.month ORDER BY m.month`,
    [now.toISOString(), months, REGULAR_ATTENDANCES, REGULAR_WEEKS],
  )
  return rows
}
