import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_price_offline_booking" AS ENUM('held', 'confirmed');
  CREATE TYPE "public"."enum__events_v_version_price_offline_booking" AS ENUM('held', 'confirmed');
  CREATE TYPE "public"."enum_registrations_payment_method" AS ENUM('card', 'bank-transfer', 'on-the-day');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'payment-record';
  ALTER TABLE "events" ADD COLUMN "price_offer_card" boolean DEFAULT true;
  ALTER TABLE "events" ADD COLUMN "price_offer_bank_transfer" boolean;
  ALTER TABLE "events" ADD COLUMN "price_offer_on_the_day" boolean;
  ALTER TABLE "events" ADD COLUMN "price_offline_booking" "enum_events_price_offline_booking";
  ALTER TABLE "events" ADD COLUMN "price_offline_hold_days" numeric;
  ALTER TABLE "events" ADD COLUMN "price_offline_reminder_days" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_offer_card" boolean DEFAULT true;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_offer_bank_transfer" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_offer_on_the_day" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_offline_booking" "enum__events_v_version_price_offline_booking";
  ALTER TABLE "_events_v" ADD COLUMN "version_price_offline_hold_days" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_offline_reminder_days" numeric;
  ALTER TABLE "registrations" ADD COLUMN "payment_method" "enum_registrations_payment_method";
  ALTER TABLE "registrations" ADD COLUMN "payment_reference" varchar;
  ALTER TABLE "registrations" ADD COLUMN "payment_reminder_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "payment_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "request_key" varchar;
  -- Every paid booking before this was a card one (the only method there was).
  UPDATE "registrations" SET "payment_method" = 'card' WHERE "payment_status" IS NOT NULL;
  CREATE UNIQUE INDEX "registrations_payment_reference_idx" ON "registrations" USING btree ("payment_reference");
  CREATE INDEX "registrations_payment_reminder_at_idx" ON "registrations" USING btree ("payment_reminder_at");
  CREATE UNIQUE INDEX "payments_request_key_idx" ON "payments" USING btree ("request_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-invite', 'staff-invite-resend', 'staff-invite-accept', 'staff-delete', 'erasure', 'retention', 'two-factor-enrol', 'two-factor-verify', 'two-factor-failure', 'two-factor-reset', 'waiting-list-confirm', 'sensitive-question', 'staff-email-change', 'person-merge', 'person-unmerge', 'kiosk-device');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "registrations_payment_reference_idx";
  DROP INDEX "registrations_payment_reminder_at_idx";
  DROP INDEX "payments_request_key_idx";
  ALTER TABLE "events" DROP COLUMN "price_offer_card";
  ALTER TABLE "events" DROP COLUMN "price_offer_bank_transfer";
  ALTER TABLE "events" DROP COLUMN "price_offer_on_the_day";
  ALTER TABLE "events" DROP COLUMN "price_offline_booking";
  ALTER TABLE "events" DROP COLUMN "price_offline_hold_days";
  ALTER TABLE "events" DROP COLUMN "price_offline_reminder_days";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_offer_card";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_offer_bank_transfer";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_offer_on_the_day";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_offline_booking";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_offline_hold_days";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_offline_reminder_days";
  ALTER TABLE "registrations" DROP COLUMN "payment_method";
  ALTER TABLE "registrations" DROP COLUMN "payment_reference";
  ALTER TABLE "registrations" DROP COLUMN "payment_reminder_at";
  ALTER TABLE "registrations" DROP COLUMN "payment_reminder_sent_at";
  ALTER TABLE "payments" DROP COLUMN "request_key";
  DROP TYPE "public"."enum_events_price_offline_booking";
  DROP TYPE "public"."enum__events_v_version_price_offline_booking";
  DROP TYPE "public"."enum_registrations_payment_method";`)
}
