import type { Payload } from 'payload'

import { PLACE_COUNTS_SQL } from '@/migrations/20261125_100000_place_counts'
import { NAME_SIMILARITY_SQL } from '@/migrations/20261126_211228_people'
import { PEOPLE_DUPLICATES_SQL } from '@/migrations/20261126_230156_people_merges'
import { FOLLOW_UP_INDEXES_SQL } from '@/migrations/20261126_225652_follow_ups'
import { DUPLICATE_PAIRS_SQL } from '@/migrations/20261127_021800_people_duplicate_pairs'
import { ONE_ADDRESS_PER_PERSON_SQL } from '@/migrations/20261129_004002_one_address_per_person'
import { PLACES_TAKEN_SQL } from '@/migrations/20261129_060000_places_checked_last'
import { poolOf } from './pool'

/**
 * The tables the migrations make by hand (the place counts, the kept duplicate pairs and the people whose
 * pairs are stale), which Payload's schema push must leave alone: it would drop them, and drizzle-kit's
 * pull fails on a composite primary key it did not make (its query's parameters are lost), so a
 * development server that saw them could not start Payload.
 */
export const HAND_WRITTEN_TABLES = [
  'event_places',
  'registration_places',
  'people_duplicate_pairs',
  'people_duplicates_stale',
] as const

/**
 * Indexes Payload's collection config cannot declare, as the migrations that made them wrote them: a
 * partial unique index (one open waiting-list entry per person and session, which the waiting list's
 * `ON CONFLICT DO NOTHING` relies on; one open card per person, list and rule, which the follow-up rules' does),
 * a person's check-ins by time (the reports), and follow-up cards that go with their person or list, a registration's lists by registration and path,
 * and each person's addresses and phones, one row a key, by key and person (the forms' matching).
 */
const HAND_WRITTEN_INDEXES_SQL = `
  CREATE UNIQUE INDEX IF NOT EXISTS "waiting_list_open_once" ON "waiting_list" USING btree ("registration_id","session_key") WHERE "status" IN ('waiting', 'offered');
  CREATE INDEX IF NOT EXISTS "registrations_texts_parent_path" ON "registrations_texts" USING btree ("parent_id", "path");
  ${FOLLOW_UP_INDEXES_SQL}
  ${ONE_ADDRESS_PER_PERSON_SQL}
`

/**
 * A pushed development database (`npm run dev`) gets no migrations, and a push drops what Payload's
 * schema does not declare, so at every start it gets back what the migrations add by hand: the
 * indexes above, the place counts' tables, functions and triggers, with every event counted afresh
 * (a push that recreated a watched table would have dropped its triggers), the form's way out when its
 * places were taken first, people's name similarity and what their duplicates list reads with, and the
 * kept duplicate pairs with the triggers that mark them stale.
 */
/** A push may have emptied the kept pairs: every live person is stale, and the list's first read finds their pairs again. */
const MARK_ALL_STALE_SQL = `INSERT INTO people_duplicates_stale SELECT id FROM people WHERE merged_into_id IS NULL AND anonymised_at IS NULL;`

export async function installHandWrittenSchema(payload: Payload): Promise<void> {
  await poolOf(payload).query(
    `${HAND_WRITTEN_INDEXES_SQL}\n${PLACE_COUNTS_SQL}\nSELECT rebuild_place_counts();\n${PLACES_TAKEN_SQL}\n${NAME_SIMILARITY_SQL}\n${PEOPLE_DUPLICATES_SQL}\n${DUPLICATE_PAIRS_SQL}\n${MARK_ALL_STALE_SQL}`,
  )
}
