import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'person-merge';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'person-unmerge';
  CREATE TABLE "people_distinct" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_a_id" integer,
  	"person_b_id" integer,
  	"marked_by_id" integer,
  	"marked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "person_merges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kept_id" integer,
  	"merged_id" integer,
  	"merged_by_id" integer,
  	"merged_at" timestamp(3) with time zone NOT NULL,
  	"moved" jsonb NOT NULL,
  	"before" jsonb NOT NULL,
  	"undone_at" timestamp(3) with time zone,
  	"undone_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "people_distinct_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "person_merges_id" integer;
  ALTER TABLE "people_distinct" ADD CONSTRAINT "people_distinct_person_a_id_people_id_fk" FOREIGN KEY ("person_a_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people_distinct" ADD CONSTRAINT "people_distinct_person_b_id_people_id_fk" FOREIGN KEY ("person_b_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people_distinct" ADD CONSTRAINT "people_distinct_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_kept_id_people_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_merged_id_people_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_merged_by_id_users_id_fk" FOREIGN KEY ("merged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "people_distinct_person_a_idx" ON "people_distinct" USING btree ("person_a_id");
  CREATE INDEX "people_distinct_person_b_idx" ON "people_distinct" USING btree ("person_b_id");
  CREATE INDEX "people_distinct_marked_by_idx" ON "people_distinct" USING btree ("marked_by_id");
  CREATE INDEX "people_distinct_updated_at_idx" ON "people_distinct" USING btree ("updated_at");
  CREATE INDEX "people_distinct_created_at_idx" ON "people_distinct" USING btree ("created_at");
  CREATE UNIQUE INDEX "personA_personB_idx" ON "people_distinct" USING btree ("person_a_id","person_b_id");
  CREATE INDEX "person_merges_kept_idx" ON "person_merges" USING btree ("kept_id");
  CREATE INDEX "person_merges_merged_idx" ON "person_merges" USING btree ("merged_id");
  CREATE INDEX "person_merges_merged_by_idx" ON "person_merges" USING btree ("merged_by_id");
  CREATE INDEX "person_merges_merged_at_idx" ON "person_merges" USING btree ("merged_at");
  CREATE INDEX "person_merges_undone_by_idx" ON "person_merges" USING btree ("undone_by_id");
  CREATE INDEX "person_merges_updated_at_idx" ON "person_merges" USING btree ("updated_at");
  CREATE INDEX "person_merges_created_at_idx" ON "person_merges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_people_distinct_fk" FOREIGN KEY ("people_distinct_id") REFERENCES "public"."people_distinct"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_person_merges_fk" FOREIGN KEY ("person_merges_id") REFERENCES "public"."person_merges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_people_distinct_id_idx" ON "payload_locked_documents_rels" USING btree ("people_distinct_id");
  CREATE INDEX "payload_locked_documents_rels_person_merges_id_idx" ON "payload_locked_documents_rels" USING btree ("person_merges_id");`)
  // A pair is stored once, the lower id first; and what the duplicates list needs beyond Payload's schema.
  await db.execute(sql`ALTER TABLE "people_distinct" ADD CONSTRAINT "people_distinct_ordered" CHECK ("person_a_id" < "person_b_id")`)
  await db.execute(sql.raw(PEOPLE_DUPLICATES_SQL))
}

/**
 * What the possible duplicates list reads with (people/list-duplicates), installed by this migration
 * and again at every start of a pushed development database (platform/database/hand-written-schema):
 * - fuzzystrmatch where the server has it, and `people_email_distance`: its levenshtein distance
 *   between two address keys, or (without it) 0 for equal keys and 2 for any other, so that without
 *   the extension no typo is found and nothing else changes.
 */
export const PEOPLE_DUPLICATES_SQL = `
  DO $do$ BEGIN
    CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
  EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
    RAISE NOTICE 'fuzzystrmatch is not available: e-mail typos are found by deletions alone';
  END $do$;
  DO $do$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'fuzzystrmatch') THEN
      CREATE OR REPLACE FUNCTION people_email_distance(a text, b text) RETURNS integer LANGUAGE sql IMMUTABLE AS $f$ SELECT levenshtein(a, b) $f$;
    ELSE
      CREATE OR REPLACE FUNCTION people_email_distance(a text, b text) RETURNS integer LANGUAGE sql IMMUTABLE AS $f$ SELECT CASE WHEN a = b THEN 0 ELSE 2 END $f$;
    END IF;
  END $do$;
`

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP FUNCTION IF EXISTS people_email_distance(text, text);
   ALTER TABLE "people_distinct" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "person_merges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "people_distinct" CASCADE;
  DROP TABLE "person_merges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_people_distinct_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_person_merges_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-invite', 'staff-invite-resend', 'staff-invite-accept', 'staff-delete', 'erasure', 'retention', 'two-factor-enrol', 'two-factor-verify', 'two-factor-failure', 'two-factor-reset', 'waiting-list-confirm', 'sensitive-question', 'staff-email-change');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_people_distinct_id_idx";
  DROP INDEX "payload_locked_documents_rels_person_merges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "people_distinct_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "person_merges_id";`)
}
