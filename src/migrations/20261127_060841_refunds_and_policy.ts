import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written beside the offline payments migration (20261127_060132), which adds the same
 * `payments.request_key` and its unique index first: here they are added only where missing, and left
 * for that migration's down to remove.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'refund';
  ALTER TABLE "events" ADD COLUMN "price_refund_until" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_refund_until" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "request_key" varchar;
  CREATE UNIQUE INDEX IF NOT EXISTS "payments_request_key_idx" ON "payments" USING btree ("request_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-invite', 'staff-invite-resend', 'staff-invite-accept', 'staff-delete', 'erasure', 'retention', 'two-factor-enrol', 'two-factor-verify', 'two-factor-failure', 'two-factor-reset', 'waiting-list-confirm', 'sensitive-question', 'staff-email-change', 'person-merge', 'person-unmerge', 'kiosk-device', 'payment-record');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "events" DROP COLUMN "price_refund_until";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_refund_until";`)
}
