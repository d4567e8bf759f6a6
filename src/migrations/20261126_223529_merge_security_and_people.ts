import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own: the security migrations (20261126_2031…–2053…) and the people migration were
 * written side by side, each from the schema before the other. This one carries the snapshot of the
 * schema with both, so the next `migrate:create` compares with what the database really holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
