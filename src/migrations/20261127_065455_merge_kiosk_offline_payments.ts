import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own: the kiosk devices migration (20261127_055205) and the offline payments one
 * (20261127_060132) were written side by side, each from the schema before the other. This one carries
 * the snapshot of the schema with both, so the next `migrate:create` compares with what the database holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
