import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_scheduled_messages_audience" ADD VALUE 'waiting-list' BEFORE 'not-verified';
  ALTER TABLE "registrations" ADD COLUMN "waiting_sessions" varchar DEFAULT '|';
  -- A registration's lists (sessions, tags) by registration: the place counts, the form's read of an earlier
  -- registration and the CSV all look them up this way, which Payload's own (order, parent_id) index cannot serve.
  CREATE INDEX IF NOT EXISTS "registrations_texts_parent_path" ON "registrations_texts" USING btree ("parent_id", "path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scheduled_messages" ALTER COLUMN "audience" SET DATA TYPE text;
  ALTER TABLE "scheduled_messages" ALTER COLUMN "audience" SET DEFAULT 'registered'::text;
  DROP TYPE "public"."enum_scheduled_messages_audience";
  CREATE TYPE "public"."enum_scheduled_messages_audience" AS ENUM('registered', 'not-verified', 'checked-in', 'no-show');
  ALTER TABLE "scheduled_messages" ALTER COLUMN "audience" SET DEFAULT 'registered'::"public"."enum_scheduled_messages_audience";
  ALTER TABLE "scheduled_messages" ALTER COLUMN "audience" SET DATA TYPE "public"."enum_scheduled_messages_audience" USING "audience"::"public"."enum_scheduled_messages_audience";
  DROP INDEX IF EXISTS "registrations_texts_parent_path";
  ALTER TABLE "registrations" DROP COLUMN "waiting_sessions";`)
}
