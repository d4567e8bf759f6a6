import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * What Payload's config cannot declare (also installed on a pushed development database, see
 * platform/database/hand-written-schema): one open card per person, list and rule, which the rules'
 * `ON CONFLICT DO NOTHING` relies on so two triggers at once make one card; and a person's check-ins
 * in time order, which the reports' first-timer and returning counts read. A card goes with its person
 * and its list when either is deleted (Payload's own foreign keys would set the required column to null
 * and so refuse the delete).
 */
export const FOLLOW_UP_INDEXES_SQL = `
  ALTER TABLE "follow_up_cards" DROP CONSTRAINT IF EXISTS "follow_up_cards_person_id_people_id_fk";
  ALTER TABLE "follow_up_cards" ADD CONSTRAINT "follow_up_cards_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follow_up_cards" DROP CONSTRAINT IF EXISTS "follow_up_cards_list_id_follow_up_lists_id_fk";
  ALTER TABLE "follow_up_cards" ADD CONSTRAINT "follow_up_cards_list_id_follow_up_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."follow_up_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX IF NOT EXISTS "follow_up_cards_open_rule" ON "follow_up_cards" USING btree ("list_id", "person_id", "rule") WHERE "status" = 'open' AND "rule" IS NOT NULL;
  CREATE INDEX IF NOT EXISTS "checkins_person_checked_in_at" ON "checkins" USING btree ("person_id", "checked_in_at");
`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_follow_up_lists_rules" AS ENUM('first-checkin', 'plan-a-visit', 'prayer-contact-me');
  CREATE TYPE "public"."enum_follow_up_cards_history_action" AS ENUM('tick', 'snooze', 'remove');
  CREATE TYPE "public"."enum_follow_up_cards_status" AS ENUM('open', 'done', 'removed');
  CREATE TYPE "public"."enum_follow_up_cards_rule" AS ENUM('first-checkin', 'plan-a-visit', 'prayer-contact-me');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendFollowUpDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendFollowUpDigest';
  CREATE TABLE "follow_up_lists_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "follow_up_lists_rules" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_follow_up_lists_rules",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "follow_up_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"assignee_id" integer,
  	"due_in_days" numeric DEFAULT 7 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "follow_up_cards_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"action" "enum_follow_up_cards_history_action" NOT NULL,
  	"from_step" numeric,
  	"to_step" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "follow_up_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"list_id" integer NOT NULL,
  	"person_id" integer NOT NULL,
  	"step" numeric DEFAULT 0 NOT NULL,
  	"assignee_id" integer,
  	"due_at" timestamp(3) with time zone,
  	"status" "enum_follow_up_cards_status" DEFAULT 'open' NOT NULL,
  	"snoozed_until" timestamp(3) with time zone,
  	"removal_reason" varchar,
  	"rule" "enum_follow_up_cards_rule",
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follow_up_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follow_up_cards_id" integer;
  ALTER TABLE "follow_up_lists_steps" ADD CONSTRAINT "follow_up_lists_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."follow_up_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follow_up_lists_rules" ADD CONSTRAINT "follow_up_lists_rules_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."follow_up_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follow_up_lists" ADD CONSTRAINT "follow_up_lists_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_up_cards_history" ADD CONSTRAINT "follow_up_cards_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_up_cards_history" ADD CONSTRAINT "follow_up_cards_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."follow_up_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follow_up_cards" ADD CONSTRAINT "follow_up_cards_list_id_follow_up_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."follow_up_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_up_cards" ADD CONSTRAINT "follow_up_cards_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_up_cards" ADD CONSTRAINT "follow_up_cards_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "follow_up_lists_steps_order_idx" ON "follow_up_lists_steps" USING btree ("_order");
  CREATE INDEX "follow_up_lists_steps_parent_id_idx" ON "follow_up_lists_steps" USING btree ("_parent_id");
  CREATE INDEX "follow_up_lists_rules_order_idx" ON "follow_up_lists_rules" USING btree ("order");
  CREATE INDEX "follow_up_lists_rules_parent_idx" ON "follow_up_lists_rules" USING btree ("parent_id");
  CREATE INDEX "follow_up_lists_assignee_idx" ON "follow_up_lists" USING btree ("assignee_id");
  CREATE INDEX "follow_up_lists_updated_at_idx" ON "follow_up_lists" USING btree ("updated_at");
  CREATE INDEX "follow_up_lists_created_at_idx" ON "follow_up_lists" USING btree ("created_at");
  CREATE INDEX "follow_up_cards_history_order_idx" ON "follow_up_cards_history" USING btree ("_order");
  CREATE INDEX "follow_up_cards_history_parent_id_idx" ON "follow_up_cards_history" USING btree ("_parent_id");
  CREATE INDEX "follow_up_cards_history_by_idx" ON "follow_up_cards_history" USING btree ("by_id");
  CREATE INDEX "follow_up_cards_list_idx" ON "follow_up_cards" USING btree ("list_id");
  CREATE INDEX "follow_up_cards_person_idx" ON "follow_up_cards" USING btree ("person_id");
  CREATE INDEX "follow_up_cards_assignee_idx" ON "follow_up_cards" USING btree ("assignee_id");
  CREATE INDEX "follow_up_cards_due_at_idx" ON "follow_up_cards" USING btree ("due_at");
  CREATE INDEX "follow_up_cards_status_idx" ON "follow_up_cards" USING btree ("status");
  CREATE INDEX "follow_up_cards_completed_at_idx" ON "follow_up_cards" USING btree ("completed_at");
  CREATE INDEX "follow_up_cards_updated_at_idx" ON "follow_up_cards" USING btree ("updated_at");
  CREATE INDEX "follow_up_cards_created_at_idx" ON "follow_up_cards" USING btree ("created_at");
  CREATE INDEX "list_person_idx" ON "follow_up_cards" USING btree ("list_id","person_id");
  CREATE INDEX "assignee_status_dueAt_idx" ON "follow_up_cards" USING btree ("assignee_id","status","due_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follow_up_lists_fk" FOREIGN KEY ("follow_up_lists_id") REFERENCES "public"."follow_up_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follow_up_cards_fk" FOREIGN KEY ("follow_up_cards_id") REFERENCES "public"."follow_up_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_follow_up_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("follow_up_lists_id");
  CREATE INDEX "payload_locked_documents_rels_follow_up_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("follow_up_cards_id");`)
  await db.execute(sql.raw(FOLLOW_UP_INDEXES_SQL))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "checkins_person_checked_in_at";`)
  await db.execute(sql`
   ALTER TABLE "follow_up_lists_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follow_up_lists_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follow_up_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follow_up_cards_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follow_up_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "follow_up_lists_steps" CASCADE;
  DROP TABLE "follow_up_lists_rules" CASCADE;
  DROP TABLE "follow_up_lists" CASCADE;
  DROP TABLE "follow_up_cards_history" CASCADE;
  DROP TABLE "follow_up_cards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follow_up_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follow_up_cards_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'sendScheduledMessages', 'deliverWebhook', 'applyRetention', 'announceRouteChange', 'offerFreedPlaces', 'sendPlaceOffer', 'sendPasswordReset');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'sendScheduledMessages', 'deliverWebhook', 'applyRetention', 'announceRouteChange', 'offerFreedPlaces', 'sendPlaceOffer', 'sendPasswordReset');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_follow_up_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_follow_up_cards_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follow_up_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follow_up_cards_id";
  DROP TYPE "public"."enum_follow_up_lists_rules";
  DROP TYPE "public"."enum_follow_up_cards_history_action";
  DROP TYPE "public"."enum_follow_up_cards_status";
  DROP TYPE "public"."enum_follow_up_cards_rule";`)
}
