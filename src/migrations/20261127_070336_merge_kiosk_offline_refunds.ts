import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change of its own: the kiosk devices migration (20261127_055205), the offline payments one
 * (20261127_060132) and the refunds one (20261127_060841) were written side by side, each from the
 * schema before the others. This one carries the snapshot of the schema with all three, so the next
 * `migrate:create` compares with what the database holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
