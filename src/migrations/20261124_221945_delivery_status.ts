import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_message_deliveries_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_message_deliveries_kind" AS ENUM('bulk', 'confirmation', 'other');
  ALTER TABLE "message_deliveries" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "message_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_message_deliveries_status";
  CREATE TYPE "public"."enum_message_deliveries_status" AS ENUM('claimed', 'sent', 'outbox', 'delayed', 'delivered', 'complained', 'bounced', 'failed');
  ALTER TABLE "message_deliveries" ALTER COLUMN "log_id" DROP NOT NULL;
  ALTER TABLE "message_deliveries" ALTER COLUMN "registration_id" DROP NOT NULL;
  ALTER TABLE "message_deliveries" ALTER COLUMN "batch_key" DROP NOT NULL;
  ALTER TABLE "message_deliveries" ADD COLUMN "channel" "enum_message_deliveries_channel" DEFAULT 'email' NOT NULL;
  ALTER TABLE "message_deliveries" ADD COLUMN "kind" "enum_message_deliveries_kind" DEFAULT 'bulk' NOT NULL;
  ALTER TABLE "message_deliveries" ADD COLUMN "subject" varchar;
  ALTER TABLE "message_deliveries" ADD COLUMN "status_detail" varchar;
  ALTER TABLE "message_deliveries" ADD COLUMN "status_at" timestamp(3) with time zone;
  CREATE INDEX "providerId_channel_idx" ON "message_deliveries" USING btree ("provider_id","channel");`)

  // Existing rows: a text message's copies say so, and copies the local outbox kept (found by the
  // outbox entry the send recorded, with the send's own idempotency key) say "kept in outbox"
  // instead of "sent". The type was made again above, not extended, because PostgreSQL refuses a
  // value added with ADD VALUE until the transaction that added it commits.
  await db.execute(sql`
  UPDATE "message_deliveries" d SET "channel" = 'sms' FROM "messaging_logs" l WHERE l."id" = d."log_id" AND l."type" = 'sms';
  UPDATE "message_deliveries" d SET "status" = 'outbox'
    WHERE d."status" = 'sent' AND (
      (d."channel" = 'email' AND EXISTS (SELECT 1 FROM "email_outbox" o WHERE o."id"::text = d."provider_id" AND o."idempotency_key" = 'log' || d."log_id" || ':reg' || d."registration_id"))
      OR (d."channel" = 'sms' AND EXISTS (SELECT 1 FROM "sms_outbox" o WHERE o."id"::text = d."provider_id" AND o."idempotency_key" = 'log' || d."log_id" || ':reg' || d."registration_id")));
  ALTER TABLE "message_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_message_deliveries_status" USING "status"::"public"."enum_message_deliveries_status";
  ALTER TABLE "message_deliveries" ALTER COLUMN "status" SET DEFAULT 'claimed'::"public"."enum_message_deliveries_status";
  UPDATE "message_deliveries" SET "status_at" = "updated_at" WHERE "status" <> 'claimed';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "message_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "message_deliveries" ALTER COLUMN "status" SET DEFAULT 'claimed'::text;
  UPDATE "message_deliveries" SET "status" = CASE WHEN "status" = 'failed' OR "status" = 'bounced' THEN 'failed' ELSE 'sent' END WHERE "status" NOT IN ('claimed', 'sent', 'failed');
  DELETE FROM "message_deliveries" WHERE "log_id" IS NULL OR "registration_id" IS NULL;
  DROP TYPE "public"."enum_message_deliveries_status";
  CREATE TYPE "public"."enum_message_deliveries_status" AS ENUM('claimed', 'sent', 'failed');
  ALTER TABLE "message_deliveries" ALTER COLUMN "status" SET DEFAULT 'claimed'::"public"."enum_message_deliveries_status";
  ALTER TABLE "message_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_message_deliveries_status" USING "status"::"public"."enum_message_deliveries_status";
  DROP INDEX "providerId_channel_idx";
  ALTER TABLE "message_deliveries" ALTER COLUMN "log_id" SET NOT NULL;
  ALTER TABLE "message_deliveries" ALTER COLUMN "registration_id" SET NOT NULL;
  ALTER TABLE "message_deliveries" ALTER COLUMN "batch_key" SET NOT NULL;
  ALTER TABLE "message_deliveries" DROP COLUMN "channel";
  ALTER TABLE "message_deliveries" DROP COLUMN "kind";
  ALTER TABLE "message_deliveries" DROP COLUMN "subject";
  ALTER TABLE "message_deliveries" DROP COLUMN "status_detail";
  ALTER TABLE "message_deliveries" DROP COLUMN "status_at";
  DROP TYPE "public"."enum_message_deliveries_channel";
  DROP TYPE "public"."enum_message_deliveries_kind";`)
}
