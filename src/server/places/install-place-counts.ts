import type { Payload } from 'payload'

import { PLACE_COUNTS_SQL } from '@/migrations/20261125_100000_place_counts'
import { poolOf } from '@/server/database/pool'

/** The tables the database keeps for place counts, which Payload's schema push must leave alone. */
export const PLACE_COUNT_TABLES = ['event_places', 'registration_places'] as const

/**
 * A pushed development database (`npm run dev`) gets no migrations, so it gets the place counts'
 * tables, functions and triggers here, from the migration that creates them, and every event is
 * counted afresh: a push that recreated a watched table would have dropped its triggers.
 */
export async function installPlaceCounts(payload: Payload): Promise<void> {
  await poolOf(payload).query(`${PLACE_COUNTS_SQL}\nSELECT rebuild_place_counts();`)
}
