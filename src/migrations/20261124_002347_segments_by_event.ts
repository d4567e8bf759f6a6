import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_segments_filters_session_attendance" AS ENUM('all', 'checked-in', 'no-show');
  ALTER TABLE "segments" ADD COLUMN "filters_event_id" integer;
  ALTER TABLE "segments" ADD COLUMN "filters_session_key" varchar;
  ALTER TABLE "segments" ADD COLUMN "filters_session_attendance" "enum_segments_filters_session_attendance" DEFAULT 'all' NOT NULL;
  ALTER TABLE "segments" ADD CONSTRAINT "segments_filters_event_id_events_id_fk" FOREIGN KEY ("filters_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "segments_filters_filters_event_idx" ON "segments" USING btree ("filters_event_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "segments" DROP CONSTRAINT "segments_filters_event_id_events_id_fk";
  
  DROP INDEX "segments_filters_filters_event_idx";
  ALTER TABLE "segments" DROP COLUMN "filters_event_id";
  ALTER TABLE "segments" DROP COLUMN "filters_session_key";
  ALTER TABLE "segments" DROP COLUMN "filters_session_attendance";
  DROP TYPE "public"."enum_segments_filters_session_attendance";`)
}
