import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'kiosk-device';
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'kiosk';
  CREATE TABLE "kiosk_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"event_id" integer NOT NULL,
  	"session" varchar,
  	"account_id" integer,
  	"code_issued_at" timestamp(3) with time zone,
  	"signed_in_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kiosk_devices_id" integer;
  ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "kiosk_devices_event_idx" ON "kiosk_devices" USING btree ("event_id");
  CREATE INDEX "kiosk_devices_account_idx" ON "kiosk_devices" USING btree ("account_id");
  CREATE INDEX "kiosk_devices_code_hash_idx" ON "kiosk_devices" USING btree ("code_hash");
  CREATE INDEX "kiosk_devices_updated_at_idx" ON "kiosk_devices" USING btree ("updated_at");
  CREATE INDEX "kiosk_devices_created_at_idx" ON "kiosk_devices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kiosk_devices_fk" FOREIGN KEY ("kiosk_devices_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_kiosk_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("kiosk_devices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "kiosk_devices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "kiosk_devices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kiosk_devices_fk";
  
  UPDATE "audit_log" SET "action" = 'settings-change' WHERE "action" = 'kiosk-device';
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'export', 'check-in', 'message-send', 'segment-create', 'segment-update', 'segment-delete', 'settings-change', 'role-change', 'staff-create', 'staff-invite', 'staff-invite-resend', 'staff-invite-accept', 'staff-delete', 'erasure', 'retention', 'two-factor-enrol', 'two-factor-verify', 'two-factor-failure', 'two-factor-reset', 'waiting-list-confirm', 'sensitive-question', 'staff-email-change', 'person-merge', 'person-unmerge');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  UPDATE "users" SET "role" = NULL WHERE "role" = 'kiosk';
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'volunteer');
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "payload_locked_documents_rels_kiosk_devices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kiosk_devices_id";`)
}
