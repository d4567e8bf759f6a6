import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-enrol';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-verify';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-failure';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-reset';
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "two_factor_failures" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "two_factor_sessions" jsonb;
  ALTER TABLE "integrations" ADD COLUMN "require_second_factor" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-delete', 'erasure', 'retention');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled";
  ALTER TABLE "users" DROP COLUMN "two_factor_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "two_factor_failures";
  ALTER TABLE "users" DROP COLUMN "two_factor_sessions";
  ALTER TABLE "integrations" DROP COLUMN "require_second_factor";`)
}
