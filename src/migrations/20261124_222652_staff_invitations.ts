import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_account_status" AS ENUM('invited', 'active');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff-invite' BEFORE 'staff-delete';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff-invite-resend' BEFORE 'staff-delete';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff-invite-accept' BEFORE 'staff-delete';
  ALTER TABLE "users" ADD COLUMN "account_status" "enum_users_account_status" DEFAULT 'active';
  ALTER TABLE "users" ADD COLUMN "invitation_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "invitation_expires_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  UPDATE "audit_log" SET "action" = 'staff-create' WHERE "action" IN ('staff-invite', 'staff-invite-resend', 'staff-invite-accept');
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-delete', 'erasure', 'retention', 'two-factor-enrol', 'two-factor-verify', 'two-factor-failure', 'two-factor-reset');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" DROP COLUMN "account_status";
  ALTER TABLE "users" DROP COLUMN "invitation_token_hash";
  ALTER TABLE "users" DROP COLUMN "invitation_expires_at";
  DROP TYPE "public"."enum_users_account_status";`)
}
