import type { Payload } from 'payload'

import type { DeliveryCounts } from '@/platform/delivery/delivery-status'
import { poolOf } from '@/platform/database/pool'

/** How many of a bulk send's messages are in each status now (one grouped read over the log's index). */
export async function countDeliveriesByStatus(payload: Payload, logId: number): Promise<DeliveryCounts> {
  const { rows } = await poolOf(payload).query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM message_deliveries WHERE log_id = $1 GROUP BY status`,
    [logId],
  )
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]))
}
