import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_deliveries" ADD COLUMN "registration_id" integer;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhook_deliveries_registration_idx" ON "webhook_deliveries" USING btree ("registration_id");`)
  // Deliveries sent before: each announced one registration, named in its body by its name and the
  // moment it was made (as JavaScript writes it), so an erasure finds those of the people a booker brought too.
  await db.execute(sql`
   UPDATE "webhook_deliveries" w SET "registration_id" = r."id"
     FROM "registrations" r
    WHERE w."registration_id" IS NULL AND w."event" = 'registration_created'
      AND w."body"->'data'->>'full_name' = r."full_name"
      AND w."body"->'data'->>'created_at' = to_char(r."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_registration_id_registrations_id_fk";
  
  DROP INDEX "webhook_deliveries_registration_idx";
  ALTER TABLE "webhook_deliveries" DROP COLUMN "registration_id";`)
}
