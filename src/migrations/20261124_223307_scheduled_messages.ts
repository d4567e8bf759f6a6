import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scheduled_messages_channels" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_scheduled_messages_unit" AS ENUM('minutes', 'hours', 'days');
  CREATE TYPE "public"."enum_scheduled_messages_direction" AS ENUM('before', 'after');
  CREATE TYPE "public"."enum_scheduled_messages_anchor" AS ENUM('start', 'end');
  CREATE TYPE "public"."enum_scheduled_messages_audience" AS ENUM('registered', 'not-verified', 'checked-in', 'no-show');
  CREATE TYPE "public"."enum_scheduled_messages_purpose" AS ENUM('service', 'marketing');
  CREATE TYPE "public"."enum_scheduled_messages_dueat_tz" AS ENUM('Europe/London');
  ALTER TYPE "public"."enum_message_deliveries_kind" ADD VALUE 'scheduled';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendScheduledMessages' BEFORE 'deliverWebhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendScheduledMessages' BEFORE 'deliverWebhook';
  CREATE TABLE "scheduled_messages_channels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_scheduled_messages_channels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "scheduled_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"event_id" integer NOT NULL,
  	"session_key" varchar NOT NULL,
  	"amount" numeric DEFAULT 1 NOT NULL,
  	"unit" "enum_scheduled_messages_unit" DEFAULT 'days' NOT NULL,
  	"direction" "enum_scheduled_messages_direction" DEFAULT 'before' NOT NULL,
  	"anchor" "enum_scheduled_messages_anchor" DEFAULT 'start' NOT NULL,
  	"audience" "enum_scheduled_messages_audience" DEFAULT 'registered' NOT NULL,
  	"purpose" "enum_scheduled_messages_purpose" DEFAULT 'service' NOT NULL,
  	"template_id" integer,
  	"subject" varchar,
  	"body" varchar,
  	"due_at" timestamp(3) with time zone,
  	"dueat_tz" "enum_scheduled_messages_dueat_tz" DEFAULT 'Europe/London',
  	"send_until" timestamp(3) with time zone,
  	"sent_count" numeric DEFAULT 0,
  	"skipped_count" numeric DEFAULT 0,
  	"failed_count" numeric DEFAULT 0,
  	"last_run_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "message_deliveries" ADD COLUMN "scheduled_message_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scheduled_messages_id" integer;
  ALTER TABLE "scheduled_messages_channels" ADD CONSTRAINT "scheduled_messages_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."scheduled_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "scheduled_messages_channels_order_idx" ON "scheduled_messages_channels" USING btree ("order");
  CREATE INDEX "scheduled_messages_channels_parent_idx" ON "scheduled_messages_channels" USING btree ("parent_id");
  CREATE INDEX "scheduled_messages_event_idx" ON "scheduled_messages" USING btree ("event_id");
  CREATE INDEX "scheduled_messages_template_idx" ON "scheduled_messages" USING btree ("template_id");
  CREATE INDEX "scheduled_messages_due_at_idx" ON "scheduled_messages" USING btree ("due_at");
  CREATE INDEX "scheduled_messages_updated_at_idx" ON "scheduled_messages" USING btree ("updated_at");
  CREATE INDEX "scheduled_messages_created_at_idx" ON "scheduled_messages" USING btree ("created_at");
  CREATE INDEX "enabled_dueAt_idx" ON "scheduled_messages" USING btree ("enabled","due_at");
  ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_scheduled_message_id_scheduled_messages_id_fk" FOREIGN KEY ("scheduled_message_id") REFERENCES "public"."scheduled_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scheduled_messages_fk" FOREIGN KEY ("scheduled_messages_id") REFERENCES "public"."scheduled_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "message_deliveries_scheduled_message_idx" ON "message_deliveries" USING btree ("scheduled_message_id");
  CREATE UNIQUE INDEX "scheduledMessage_registration_channel_idx" ON "message_deliveries" USING btree ("scheduled_message_id","registration_id","channel");
  CREATE INDEX "payload_locked_documents_rels_scheduled_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("scheduled_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scheduled_messages_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scheduled_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "scheduled_messages_channels" CASCADE;
  DROP TABLE "scheduled_messages" CASCADE;
  ALTER TABLE "message_deliveries" DROP CONSTRAINT "message_deliveries_scheduled_message_id_scheduled_messages_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scheduled_messages_fk";
  
  ALTER TABLE "message_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "message_deliveries" ALTER COLUMN "kind" SET DEFAULT 'bulk'::text;
  DROP TYPE "public"."enum_message_deliveries_kind";
  CREATE TYPE "public"."enum_message_deliveries_kind" AS ENUM('bulk', 'confirmation', 'other');
  ALTER TABLE "message_deliveries" ALTER COLUMN "kind" SET DEFAULT 'bulk'::"public"."enum_message_deliveries_kind";
  ALTER TABLE "message_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_message_deliveries_kind" USING "kind"::"public"."enum_message_deliveries_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'deliverWebhook', 'applyRetention', 'announceRouteChange');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'deliverWebhook', 'applyRetention', 'announceRouteChange');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "message_deliveries_scheduled_message_idx";
  DROP INDEX "scheduledMessage_registration_channel_idx";
  DROP INDEX "payload_locked_documents_rels_scheduled_messages_id_idx";
  ALTER TABLE "message_deliveries" DROP COLUMN "scheduled_message_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scheduled_messages_id";
  DROP TYPE "public"."enum_scheduled_messages_channels";
  DROP TYPE "public"."enum_scheduled_messages_unit";
  DROP TYPE "public"."enum_scheduled_messages_direction";
  DROP TYPE "public"."enum_scheduled_messages_anchor";
  DROP TYPE "public"."enum_scheduled_messages_audience";
  DROP TYPE "public"."enum_scheduled_messages_purpose";
  DROP TYPE "public"."enum_scheduled_messages_dueat_tz";`)
}
