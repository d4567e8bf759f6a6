import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_consent_records_purpose" AS ENUM('marketing', 'prayer-follow-up');
  CREATE TYPE "public"."enum_consent_records_action" AS ENUM('given', 'withdrawn');
  CREATE TYPE "public"."enum_consent_records_source" AS ENUM('event-registration-form', 'prayer-request-form', 'preferences-page', 'unsubscribe-link', 'staff-edit', 'api');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-enrol';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-verify';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-failure';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-factor-reset';
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"channel" "enum_consent_records_channel" NOT NULL,
  	"purpose" "enum_consent_records_purpose" DEFAULT 'marketing' NOT NULL,
  	"action" "enum_consent_records_action" NOT NULL,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"wording_version" varchar,
  	"wording" varchar,
  	"source" "enum_consent_records_source" NOT NULL,
  	"staff_user_id" integer,
  	"staff_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "two_factor_failures" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "two_factor_sessions" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "integrations" ADD COLUMN "require_second_factor" boolean DEFAULT false;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree ("email");
  CREATE INDEX "consent_records_recorded_at_idx" ON "consent_records" USING btree ("recorded_at");
  CREATE INDEX "consent_records_staff_user_idx" ON "consent_records" USING btree ("staff_user_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)

  // Written by hand: the consent registrations already hold becomes their first record, so that
  // the flags (now derived from records) keep their values. The words were stored per registration,
  // not per channel, so these records carry none; the registration keeps its consent_wording.
  await db.execute(sql`
  INSERT INTO "consent_records" ("email", "channel", "purpose", "action", "recorded_at", "source")
  SELECT DISTINCT ON (r.email, c.channel) r.email, c.channel::"enum_consent_records_channel", 'marketing', 'given',
         coalesce(r.consent_recorded_at, r.created_at),
         (CASE WHEN r.consent_source = 'event-registration-form' THEN 'event-registration-form' ELSE 'api' END)::"enum_consent_records_source"
  FROM "registrations" r
  CROSS JOIN LATERAL (VALUES ('email', r.consent_email), ('sms', r.consent_sms)) AS c(channel, given)
  WHERE r.email IS NOT NULL AND c.given
  ORDER BY r.email, c.channel, coalesce(r.consent_recorded_at, r.created_at) DESC;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-delete', 'erasure', 'retention');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled";
  ALTER TABLE "users" DROP COLUMN "two_factor_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "two_factor_failures";
  ALTER TABLE "users" DROP COLUMN "two_factor_sessions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "integrations" DROP COLUMN "require_second_factor";
  DROP TYPE "public"."enum_consent_records_channel";
  DROP TYPE "public"."enum_consent_records_purpose";
  DROP TYPE "public"."enum_consent_records_action";
  DROP TYPE "public"."enum_consent_records_source";`)
}
