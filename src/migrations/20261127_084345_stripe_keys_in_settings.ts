import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "integrations" ADD COLUMN "stripe_secret_key" varchar;
  ALTER TABLE "integrations" ADD COLUMN "stripe_webhook_secret" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "integrations" DROP COLUMN "stripe_secret_key";
  ALTER TABLE "integrations" DROP COLUMN "stripe_webhook_secret";`)
}
