import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPasswordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPasswordReset';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old types cannot hold the new task's name: its queued jobs and their log lines go first.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendPasswordReset';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendPasswordReset';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'sendScheduledMessages', 'deliverWebhook', 'applyRetention', 'announceRouteChange', 'offerFreedPlaces', 'sendPlaceOffer');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'sendScheduledMessages', 'deliverWebhook', 'applyRetention', 'announceRouteChange', 'offerFreedPlaces', 'sendPlaceOffer');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
