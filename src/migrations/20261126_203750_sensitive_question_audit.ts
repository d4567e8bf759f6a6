import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'sensitive-question';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old type cannot hold the new action: its entries go first.
  await db.execute(sql`
   DELETE FROM "audit_log" WHERE "action" = 'sensitive-question';
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-invite', 'staff-invite-resend', 'staff-invite-accept', 'staff-delete', 'erasure', 'retention', 'two-factor-enrol', 'two-factor-verify', 'two-factor-failure', 'two-factor-reset', 'waiting-list-confirm');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
