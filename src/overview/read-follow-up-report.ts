import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

export type FollowUpMonth = { month: string; opened: number; completed: number }

/** Follow-up cards opened and completed per month (UK time) of the last `months`, in one query. */
export async function readFollowUpReport(payload: Payload, now = new Date(), months = 12): Promise<FollowUpMonth[]> {
  const { rows } = await poolOf(payload).query<FollowUpMonth>(
    `WITH months AS (
       SELECT m AS month FROM generate_series(
         date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/London') - make_interval(months => $2::int - 1),
         date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/London'), interval '1 month') AS m)
     SELECT to_char(m.month, 'YYYY-MM') AS month,
       (SELECT count(*)::int FROM follow_up_cards c WHERE c.created_at >= m.month AT TIME ZONE 'Europe/London'
          AND c.created_at < (m.month + interval '1 month') AT TIME ZONE 'Europe/London') AS opened,
       (SELECT count(*)::int FROM follow_up_cards c WHERE c.completed_at >= m.month AT TIME ZONE 'Europe/London'
          AND c.completed_at < (m.month + interval '1 month') AT TIME ZONE 'Europe/London') AS completed
     FROM months m ORDER BY m.month`,
    [now.toISOString(), months],
  )
  return rows
}
