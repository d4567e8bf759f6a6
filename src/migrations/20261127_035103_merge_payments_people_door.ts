import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own: the paid events migrations (20261127_022432, 20261127_024527), the people
 * duplicate pairs one (20261127_021800) and the door ones (20261127_021701, 20261127_030740) were
 * written side by side, each from the schema before the others. This one carries the snapshot of the
 * schema with all of them, so the next `migrate:create` compares with what the database holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
