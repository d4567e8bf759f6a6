import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own: the upcoming-events block's migration (20261126_204507) was written beside the
 * security and people ones, each from the schema before the others. This one carries the snapshot of
 * the schema with all of them, so the next `migrate:create` compares with what the database holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
