import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The registration form's statement writes everything first and checks its places last, under the
 * event's counts lock (registrations/insert-new-registration). When they no longer fit, it calls this
 * to undo the whole of itself: the error's SQLSTATE is `PLACE`, and its DETAIL the event's counts as
 * the statement found them, to allocate from again. Also installed on a pushed development database
 * (platform/database/hand-written-schema).
 */
export const PLACES_TAKEN_SQL = `
  CREATE OR REPLACE FUNCTION "registration_places_taken"(counts json) RETURNS integer LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'The places this registration was allocated were taken first.' USING ERRCODE = 'PLACE', DETAIL = coalesce(counts::text, '');
  END $$;
`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(PLACES_TAKEN_SQL))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP FUNCTION IF EXISTS "registration_places_taken"(json);`)
}
