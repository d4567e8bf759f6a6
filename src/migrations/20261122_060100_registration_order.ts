import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The registrations table's default order (newest first, then id as the tiebreak) read straight
 * from an index, so a deep page does not sort every registration.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS registrations_created_at_id_idx ON registrations (created_at DESC, id DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS registrations_created_at_id_idx;`)
}
