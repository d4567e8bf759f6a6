import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_questions_type" AS ENUM('short-text', 'long-text', 'one-choice', 'several-choices', 'yes-no', 'number', 'date');
  CREATE TYPE "public"."enum__events_v_version_questions_type" AS ENUM('short-text', 'long-text', 'one-choice', 'several-choices', 'yes-no', 'number', 'date');
  CREATE TYPE "public"."enum_registrations_place_status" AS ENUM('confirmed', 'waiting', 'offered');
  CREATE TYPE "public"."enum_waiting_list_status" AS ENUM('waiting', 'offered', 'accepted', 'declined', 'expired', 'removed');
  CREATE TABLE "events_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_events_questions_type" DEFAULT 'short-text',
  	"required" boolean DEFAULT false,
  	"help" varchar,
  	"sensitive" boolean DEFAULT false,
  	"per_attendee" boolean DEFAULT false,
  	"key" varchar
  );
  
  CREATE TABLE "events_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_events_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__events_v_version_questions_type" DEFAULT 'short-text',
  	"required" boolean DEFAULT false,
  	"help" varchar,
  	"sensitive" boolean DEFAULT false,
  	"per_attendee" boolean DEFAULT false,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "waiting_list" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"registration_id" integer NOT NULL,
  	"session_key" varchar NOT NULL,
  	"status" "enum_waiting_list_status" DEFAULT 'waiting' NOT NULL,
  	"offered_at" timestamp(3) with time zone,
  	"offer_expires_at" timestamp(3) with time zone,
  	"offer_token_hash" varchar,
  	"resolved_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events_sessions" ADD COLUMN "capacity" numeric;
  ALTER TABLE "events" ADD COLUMN "capacity" numeric;
  ALTER TABLE "events" ADD COLUMN "offer_hours" numeric DEFAULT 24;
  ALTER TABLE "events" ADD COLUMN "group_limit" numeric DEFAULT 8;
  ALTER TABLE "_events_v_version_sessions" ADD COLUMN "capacity" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_capacity" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_offer_hours" numeric DEFAULT 24;
  ALTER TABLE "_events_v" ADD COLUMN "version_group_limit" numeric DEFAULT 8;
  ALTER TABLE "registrations" ADD COLUMN "place_status" "enum_registrations_place_status" DEFAULT 'confirmed';
  ALTER TABLE "registrations" ADD COLUMN "group_booker_id" integer;
  ALTER TABLE "registrations" ADD COLUMN "is_child" boolean DEFAULT false;
  ALTER TABLE "registrations" ADD COLUMN "answers" jsonb;
  ALTER TABLE "registrations" ADD COLUMN "sensitive_answers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiting_list_id" integer;
  ALTER TABLE "events_questions" ADD CONSTRAINT "events_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_texts" ADD CONSTRAINT "events_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_questions" ADD CONSTRAINT "_events_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_texts" ADD CONSTRAINT "_events_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_questions_order_idx" ON "events_questions" USING btree ("_order");
  CREATE INDEX "events_questions_parent_id_idx" ON "events_questions" USING btree ("_parent_id");
  CREATE INDEX "events_texts_order_parent" ON "events_texts" USING btree ("order","parent_id");
  CREATE INDEX "_events_v_version_questions_order_idx" ON "_events_v_version_questions" USING btree ("_order");
  CREATE INDEX "_events_v_version_questions_parent_id_idx" ON "_events_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_texts_order_parent" ON "_events_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "waiting_list_event_idx" ON "waiting_list" USING btree ("event_id");
  CREATE INDEX "waiting_list_registration_idx" ON "waiting_list" USING btree ("registration_id");
  CREATE INDEX "waiting_list_status_idx" ON "waiting_list" USING btree ("status");
  CREATE INDEX "waiting_list_offer_expires_at_idx" ON "waiting_list" USING btree ("offer_expires_at");
  CREATE INDEX "waiting_list_offer_token_hash_idx" ON "waiting_list" USING btree ("offer_token_hash");
  CREATE INDEX "waiting_list_updated_at_idx" ON "waiting_list" USING btree ("updated_at");
  CREATE INDEX "waiting_list_created_at_idx" ON "waiting_list" USING btree ("created_at");
  CREATE INDEX "event_sessionKey_status_idx" ON "waiting_list" USING btree ("event_id","session_key","status");
  -- A person waits for a session once: a second open entry for the same session is refused.
  CREATE UNIQUE INDEX "waiting_list_open_once" ON "waiting_list" USING btree ("registration_id","session_key") WHERE "status" IN ('waiting', 'offered');
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_group_booker_id_registrations_id_fk" FOREIGN KEY ("group_booker_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiting_list_fk" FOREIGN KEY ("waiting_list_id") REFERENCES "public"."waiting_list"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_place_status_idx" ON "registrations" USING btree ("place_status");
  CREATE INDEX "registrations_group_booker_idx" ON "registrations" USING btree ("group_booker_id");
  CREATE INDEX "payload_locked_documents_rels_waiting_list_id_idx" ON "payload_locked_documents_rels" USING btree ("waiting_list_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waiting_list" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_questions" CASCADE;
  DROP TABLE "events_texts" CASCADE;
  DROP TABLE "_events_v_version_questions" CASCADE;
  DROP TABLE "_events_v_texts" CASCADE;
  DROP TABLE "waiting_list" CASCADE;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_group_booker_id_registrations_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiting_list_fk";
  
  DROP INDEX "registrations_place_status_idx";
  DROP INDEX "registrations_group_booker_idx";
  DROP INDEX "payload_locked_documents_rels_waiting_list_id_idx";
  ALTER TABLE "events_sessions" DROP COLUMN "capacity";
  ALTER TABLE "events" DROP COLUMN "capacity";
  ALTER TABLE "events" DROP COLUMN "offer_hours";
  ALTER TABLE "events" DROP COLUMN "group_limit";
  ALTER TABLE "_events_v_version_sessions" DROP COLUMN "capacity";
  ALTER TABLE "_events_v" DROP COLUMN "version_capacity";
  ALTER TABLE "_events_v" DROP COLUMN "version_offer_hours";
  ALTER TABLE "_events_v" DROP COLUMN "version_group_limit";
  ALTER TABLE "registrations" DROP COLUMN "place_status";
  ALTER TABLE "registrations" DROP COLUMN "group_booker_id";
  ALTER TABLE "registrations" DROP COLUMN "is_child";
  ALTER TABLE "registrations" DROP COLUMN "answers";
  ALTER TABLE "registrations" DROP COLUMN "sensitive_answers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiting_list_id";
  DROP TYPE "public"."enum_events_questions_type";
  DROP TYPE "public"."enum__events_v_version_questions_type";
  DROP TYPE "public"."enum_registrations_place_status";
  DROP TYPE "public"."enum_waiting_list_status";`)
}
