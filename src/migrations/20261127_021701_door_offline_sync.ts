import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "checkin_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration" numeric NOT NULL,
  	"event" numeric NOT NULL,
  	"session" varchar NOT NULL,
  	"checked_in" boolean DEFAULT false NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"txid" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkin_nonces" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nonce" varchar NOT NULL,
  	"outcome" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkin_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkin_nonces_id" integer;
  CREATE INDEX "checkin_changes_updated_at_idx" ON "checkin_changes" USING btree ("updated_at");
  CREATE INDEX "checkin_changes_created_at_idx" ON "checkin_changes" USING btree ("created_at");
  CREATE INDEX "event_txid_idx" ON "checkin_changes" USING btree ("event","txid");
  CREATE INDEX "registration_session_1_idx" ON "checkin_changes" USING btree ("registration","session");
  CREATE UNIQUE INDEX "checkin_nonces_nonce_idx" ON "checkin_nonces" USING btree ("nonce");
  CREATE INDEX "checkin_nonces_updated_at_idx" ON "checkin_nonces" USING btree ("updated_at");
  CREATE INDEX "checkin_nonces_created_at_idx" ON "checkin_nonces" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkin_changes_fk" FOREIGN KEY ("checkin_changes_id") REFERENCES "public"."checkin_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkin_nonces_fk" FOREIGN KEY ("checkin_nonces_id") REFERENCES "public"."checkin_nonces"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_checkin_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("checkin_changes_id");
  CREATE INDEX "payload_locked_documents_rels_checkin_nonces_id_idx" ON "payload_locked_documents_rels" USING btree ("checkin_nonces_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checkin_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkin_nonces" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "checkin_changes" CASCADE;
  DROP TABLE "checkin_nonces" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkin_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkin_nonces_fk";
  
  DROP INDEX "payload_locked_documents_rels_checkin_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_checkin_nonces_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkin_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkin_nonces_id";`)
}
