import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_registrations_payment_status" AS ENUM('awaiting', 'paid', 'expired', 'refunded');
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('payment', 'refund');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('card', 'bank-transfer', 'on-the-day');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('succeeded', 'pending', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expirePaymentHolds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expirePaymentHolds';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"kind" "enum_payments_kind" NOT NULL,
  	"method" "enum_payments_method" NOT NULL,
  	"amount_pence" numeric NOT NULL,
  	"fee_pence" numeric,
  	"status" "enum_payments_status" DEFAULT 'succeeded' NOT NULL,
  	"provider_id" varchar,
  	"reference" varchar,
  	"recorded_by_id" integer,
  	"note" varchar,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "registrations" ADD COLUMN "payment_status" "enum_registrations_payment_status";
  ALTER TABLE "registrations" ADD COLUMN "amount_due_pence" numeric;
  ALTER TABLE "registrations" ADD COLUMN "hold_expires_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "checkout_session_id" varchar;
  ALTER TABLE "registrations" ADD COLUMN "discount_code" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stripe_events_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_registration_idx" ON "payments" USING btree ("registration_id");
  CREATE INDEX "payments_event_idx" ON "payments" USING btree ("event_id");
  CREATE UNIQUE INDEX "payments_provider_id_idx" ON "payments" USING btree ("provider_id");
  CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_payment_status_idx" ON "registrations" USING btree ("payment_status");
  CREATE INDEX "registrations_hold_expires_at_idx" ON "registrations" USING btree ("hold_expires_at");
  CREATE INDEX "registrations_checkout_session_id_idx" ON "registrations" USING btree ("checkout_session_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stripe_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'sendScheduledMessages', 'deliverWebhook', 'applyRetention', 'announceRouteChange', 'offerFreedPlaces', 'sendPlaceOffer', 'sendPasswordReset', 'sendFollowUpDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendRegistrationConfirmation', 'sendFormNotifications', 'sendBulkMessage', 'sendScheduledMessages', 'deliverWebhook', 'applyRetention', 'announceRouteChange', 'offerFreedPlaces', 'sendPlaceOffer', 'sendPasswordReset', 'sendFollowUpDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "registrations_payment_status_idx";
  DROP INDEX "registrations_hold_expires_at_idx";
  DROP INDEX "registrations_checkout_session_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_stripe_events_id_idx";
  ALTER TABLE "registrations" DROP COLUMN "payment_status";
  ALTER TABLE "registrations" DROP COLUMN "amount_due_pence";
  ALTER TABLE "registrations" DROP COLUMN "hold_expires_at";
  ALTER TABLE "registrations" DROP COLUMN "checkout_session_id";
  ALTER TABLE "registrations" DROP COLUMN "discount_code";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stripe_events_id";
  DROP TYPE "public"."enum_registrations_payment_status";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_payments_status";`)
}
