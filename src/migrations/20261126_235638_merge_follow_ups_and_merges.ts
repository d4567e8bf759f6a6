import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own: the follow-ups migration (20261126_225652) and the people merges one
 * (20261126_230156) were written side by side, each from the schema before the other. This one
 * carries the snapshot of the schema with both, so the next `migrate:create` compares with what the
 * database holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
