import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_sessions" ADD COLUMN "is_childrens" boolean DEFAULT false;
  ALTER TABLE "_events_v_version_sessions" ADD COLUMN "is_childrens" boolean DEFAULT false;
  ALTER TABLE "checkins" ADD COLUMN "security_code" varchar;
  ALTER TABLE "checkins" ADD COLUMN "checked_out_at" timestamp(3) with time zone;
  ALTER TABLE "checkins" ADD COLUMN "checked_out_by_id" integer;
  ALTER TABLE "checkins" ADD COLUMN "checkout_override" boolean;
  ALTER TABLE "checkins" ADD CONSTRAINT "checkins_checked_out_by_id_users_id_fk" FOREIGN KEY ("checked_out_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "checkins_checked_out_by_idx" ON "checkins" USING btree ("checked_out_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checkins" DROP CONSTRAINT "checkins_checked_out_by_id_users_id_fk";
  
  DROP INDEX "checkins_checked_out_by_idx";
  ALTER TABLE "events_sessions" DROP COLUMN "is_childrens";
  ALTER TABLE "_events_v_version_sessions" DROP COLUMN "is_childrens";
  ALTER TABLE "checkins" DROP COLUMN "security_code";
  ALTER TABLE "checkins" DROP COLUMN "checked_out_at";
  ALTER TABLE "checkins" DROP COLUMN "checked_out_by_id";
  ALTER TABLE "checkins" DROP COLUMN "checkout_override";`)
}
