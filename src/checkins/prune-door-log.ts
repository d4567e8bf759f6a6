import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

import { DOOR_LOG_DAYS } from './rules/door-ops'

/**
 * Deletes what door devices sync by once no device can need it: the change log and the nonces of
 * applied taps older than DOOR_LOG_DAYS. A device keeps a session's list only while the session runs,
 * and a queued tap older than a week is refused anyway, so neither is read again. Returns how many rows went.
 */
export async function pruneDoorLog(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DOOR_LOG_DAYS * 86_400_000)
  const { rows } = await poolOf(payload).query<{ removed: number }>({
    name: 'checkins-prune-door-log',
    text: `WITH changes AS (DELETE FROM checkin_changes WHERE created_at < $1 RETURNING 1),
        nonces AS (DELETE FROM checkin_nonces WHERE created_at < $1 RETURNING 1)
      SELECT (SELECT count(*) FROM changes)::int + (SELECT count(*) FROM nonces)::int AS removed`,
    values: [before],
  })
  return rows[0]?.removed ?? 0
}
