import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_price_discount_codes_kind" AS ENUM('amount', 'percent');
  CREATE TYPE "public"."enum_events_price_basis" AS ENUM('person', 'session', 'booking');
  CREATE TYPE "public"."enum__events_v_version_price_discount_codes_kind" AS ENUM('amount', 'percent');
  CREATE TYPE "public"."enum__events_v_version_price_basis" AS ENUM('person', 'session', 'booking');
  CREATE TABLE "events_price_discount_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"kind" "enum_events_price_discount_codes_kind" DEFAULT 'amount',
  	"value" numeric,
  	"max_uses" numeric,
  	"ends_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_events_v_version_price_discount_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"kind" "enum__events_v_version_price_discount_codes_kind" DEFAULT 'amount',
  	"value" numeric,
  	"max_uses" numeric,
  	"ends_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  ALTER TABLE "events" ADD COLUMN "price_basis" "enum_events_price_basis";
  ALTER TABLE "events" ADD COLUMN "price_amount_pence" numeric;
  ALTER TABLE "events" ADD COLUMN "price_child_amount_pence" numeric;
  ALTER TABLE "events" ADD COLUMN "price_whole_event_pence" numeric;
  ALTER TABLE "events" ADD COLUMN "price_pay_what_you_can_minimum_pence" numeric;
  ALTER TABLE "events" ADD COLUMN "price_hold_minutes" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_basis" "enum__events_v_version_price_basis";
  ALTER TABLE "_events_v" ADD COLUMN "version_price_amount_pence" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_child_amount_pence" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_whole_event_pence" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_pay_what_you_can_minimum_pence" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_price_hold_minutes" numeric;
  ALTER TABLE "events_price_discount_codes" ADD CONSTRAINT "events_price_discount_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_price_discount_codes" ADD CONSTRAINT "_events_v_version_price_discount_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_price_discount_codes_order_idx" ON "events_price_discount_codes" USING btree ("_order");
  CREATE INDEX "events_price_discount_codes_parent_id_idx" ON "events_price_discount_codes" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_price_discount_codes_order_idx" ON "_events_v_version_price_discount_codes" USING btree ("_order");
  CREATE INDEX "_events_v_version_price_discount_codes_parent_id_idx" ON "_events_v_version_price_discount_codes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_price_discount_codes" CASCADE;
  DROP TABLE "_events_v_version_price_discount_codes" CASCADE;
  ALTER TABLE "events" DROP COLUMN "price_basis";
  ALTER TABLE "events" DROP COLUMN "price_amount_pence";
  ALTER TABLE "events" DROP COLUMN "price_child_amount_pence";
  ALTER TABLE "events" DROP COLUMN "price_whole_event_pence";
  ALTER TABLE "events" DROP COLUMN "price_pay_what_you_can_minimum_pence";
  ALTER TABLE "events" DROP COLUMN "price_hold_minutes";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_basis";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_amount_pence";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_child_amount_pence";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_whole_event_pence";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_pay_what_you_can_minimum_pence";
  ALTER TABLE "_events_v" DROP COLUMN "version_price_hold_minutes";
  DROP TYPE "public"."enum_events_price_discount_codes_kind";
  DROP TYPE "public"."enum_events_price_basis";
  DROP TYPE "public"."enum__events_v_version_price_discount_codes_kind";
  DROP TYPE "public"."enum__events_v_version_price_basis";`)
}
