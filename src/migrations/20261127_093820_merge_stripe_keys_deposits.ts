import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Joins two migrations written side by side: the Stripe keys in the integrations settings
 * (20261127_084345) and deposits (20261127_084633). Both already ran; this only records the schema
 * they make together (its .json snapshot), so the next migration is generated against both.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
