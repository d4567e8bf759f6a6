import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_price_deposit_kind" AS ENUM('fixed', 'percent');
  CREATE TYPE "public"."enum__events_v_version_price_deposit_kind" AS ENUM('fixed', 'percent');
  ALTER TYPE "public"."enum_registrations_payment_status" ADD VALUE 'part-paid' BEFORE 'paid';
  ALTER TABLE "events" ADD COLUMN "price_deposit_kind" "enum_events_price_deposit_kind";
  ALTER TABLE "events" ADD COLUMN "price_deposit_value" numeric;
  ALTER TABLE "events" ADD COLUMN "price_balance_due_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "price_balance_reminder_days" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_deposit_kind" "enum__events_v_version_price_deposit_kind";
  ALTER TABLE "_events_v" ADD COLUMN "version_price_deposit_value" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_balance_due_at" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_balance_reminder_days" numeric;
  ALTER TABLE "registrations" ADD COLUMN "deposit_pence" numeric;
  ALTER TABLE "registrations" ADD COLUMN "balance_due_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "balance_reminder_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "balance_reminder_sent_at" timestamp(3) with time zone;
  CREATE INDEX "registrations_balance_due_at_idx" ON "registrations" USING btree ("balance_due_at");
  CREATE INDEX "registrations_balance_reminder_at_idx" ON "registrations" USING btree ("balance_reminder_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "registrations" ALTER COLUMN "payment_status" SET DATA TYPE text;
  UPDATE "registrations" SET "payment_status" = 'awaiting' WHERE "payment_status" = 'part-paid';
  DROP TYPE "public"."enum_registrations_payment_status";
  CREATE TYPE "public"."enum_registrations_payment_status" AS ENUM('awaiting', 'paid', 'expired', 'refunded');
  ALTER TABLE "registrations" ALTER COLUMN "payment_status" SET DATA TYPE "public"."enum_registrations_payment_status" USING "payment_status"::"public"."enum_registrations_payment_status";
  DROP INDEX "registrations_balance_due_at_idx";
  DROP INDEX "registrations_balance_reminder_at_idx";
  ALTER TABLE "events" DROP COLUMN "price_deposit_kind";
  ALTER TABLE "events" DROP COLUMN "price_deposit_value";
  ALTER TABLE "events" DROP COLUMN "price_balance_due_at";
  ALTER TABLE "events" DROP COLUMN "price_balance_reminder_days";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_deposit_kind";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_deposit_value";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_balance_due_at";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_balance_reminder_days";
  ALTER TABLE "registrations" DROP COLUMN "deposit_pence";
  ALTER TABLE "registrations" DROP COLUMN "balance_due_at";
  ALTER TABLE "registrations" DROP COLUMN "balance_reminder_at";
  ALTER TABLE "registrations" DROP COLUMN "balance_reminder_sent_at";
  DROP TYPE "public"."enum_events_price_deposit_kind";
  DROP TYPE "public"."enum__events_v_version_price_deposit_kind";`)
}
