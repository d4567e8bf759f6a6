import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_people_first_seen_via" AS ENUM('event-registration', 'brought-along', 'walk-in', 'plan-a-visit', 'foundation-school', 'prayer-request', 'staff');
  CREATE TABLE "people_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "people_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "people" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"household_id" integer,
  	"first_seen_at" timestamp(3) with time zone,
  	"first_seen_via" "enum_people_first_seen_via",
  	"notes" varchar,
  	"merged_into_id" integer,
  	"anonymised_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "households" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "registrations" ADD COLUMN "person_id" integer;
  ALTER TABLE "checkins" ADD COLUMN "person_id" integer;
  ALTER TABLE "foundation_school_applications" ADD COLUMN "person_id" integer;
  ALTER TABLE "prayer_requests" ADD COLUMN "person_id" integer;
  ALTER TABLE "visit_plans" ADD COLUMN "person_id" integer;
  ALTER TABLE "message_deliveries" ADD COLUMN "person_id" integer;
  ALTER TABLE "suppressions" ADD COLUMN "person_id" integer;
  ALTER TABLE "consent_records" ADD COLUMN "person_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "people_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "households_id" integer;
  ALTER TABLE "people_emails" ADD CONSTRAINT "people_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_phones" ADD CONSTRAINT "people_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_merged_into_id_people_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "people_emails_order_idx" ON "people_emails" USING btree ("_order");
  CREATE INDEX "people_emails_parent_id_idx" ON "people_emails" USING btree ("_parent_id");
  CREATE INDEX "people_emails_key_idx" ON "people_emails" USING btree ("key");
  CREATE INDEX "people_phones_order_idx" ON "people_phones" USING btree ("_order");
  CREATE INDEX "people_phones_parent_id_idx" ON "people_phones" USING btree ("_parent_id");
  CREATE INDEX "people_phones_key_idx" ON "people_phones" USING btree ("key");
  CREATE INDEX "people_full_name_idx" ON "people" USING btree ("full_name");
  CREATE INDEX "people_household_idx" ON "people" USING btree ("household_id");
  CREATE INDEX "people_first_seen_at_idx" ON "people" USING btree ("first_seen_at");
  CREATE INDEX "people_merged_into_idx" ON "people" USING btree ("merged_into_id");
  CREATE INDEX "people_updated_at_idx" ON "people" USING btree ("updated_at");
  CREATE INDEX "people_created_at_idx" ON "people" USING btree ("created_at");
  CREATE INDEX "households_updated_at_idx" ON "households" USING btree ("updated_at");
  CREATE INDEX "households_created_at_idx" ON "households" USING btree ("created_at");
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkins" ADD CONSTRAINT "checkins_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "foundation_school_applications" ADD CONSTRAINT "foundation_school_applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_plans" ADD CONSTRAINT "visit_plans_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_households_fk" FOREIGN KEY ("households_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_person_idx" ON "registrations" USING btree ("person_id");
  CREATE INDEX "checkins_person_idx" ON "checkins" USING btree ("person_id");
  CREATE INDEX "foundation_school_applications_person_idx" ON "foundation_school_applications" USING btree ("person_id");
  CREATE INDEX "prayer_requests_person_idx" ON "prayer_requests" USING btree ("person_id");
  CREATE INDEX "visit_plans_person_idx" ON "visit_plans" USING btree ("person_id");
  CREATE INDEX "message_deliveries_person_idx" ON "message_deliveries" USING btree ("person_id");
  CREATE INDEX "suppressions_person_idx" ON "suppressions" USING btree ("person_id");
  CREATE INDEX "consent_records_person_idx" ON "consent_records" USING btree ("person_id");
  CREATE INDEX "payload_locked_documents_rels_people_id_idx" ON "payload_locked_documents_rels" USING btree ("people_id");
  CREATE INDEX "payload_locked_documents_rels_households_id_idx" ON "payload_locked_documents_rels" USING btree ("households_id");`)

  // Every existing row is linked to its person: one per e-mail address (however written) and name,
  // then those without an address by name and phone, then the people a booker brought, each in their
  // booker's household; people sharing an address share a household. Nothing is deleted or changed
  // but the new person columns.
  await db.execute(sql.raw(NAME_SIMILARITY_SQL))
  await db.execute(sql.raw(LINK_EXISTING_ROWS))
}

/**
 * How alike two names are, for matching and the duplicates list: pg_trgm's similarity where the server
 * has the extension (20261122_060000_search_trigrams installs it), else 1 for equal names and 0 for
 * others, so a server without it still works, matching on exact names only.
 */
export const NAME_SIMILARITY_SQL = `
  DO $do$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      CREATE OR REPLACE FUNCTION people_name_similarity(a text, b text) RETURNS real LANGUAGE sql STABLE AS $f$ SELECT similarity(lower(a), lower(b)) $f$;
    ELSE
      CREATE OR REPLACE FUNCTION people_name_similarity(a text, b text) RETURNS real LANGUAGE sql STABLE AS $f$ SELECT CASE WHEN lower(a) = lower(b) THEN 1 ELSE 0 END::real $f$;
    END IF;
  END $do$;
`

/** The key of one mailbox however written: lower case, and Gmail without dots or a +tag (people/rules/email-key at this migration). */
const EMAIL_KEY = (column: string) => `CASE WHEN split_part(lower(trim(${column})), '@', 2) IN ('gmail.com', 'googlemail.com')
  THEN replace(split_part(split_part(lower(trim(${column})), '@', 1), '+', 1), '.', '') || '@gmail.com' ELSE lower(trim(${column})) END`
/** A name as matched: lower case, single spaces. */
const NAME_KEY = (column: string) => `lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`
/** The last ten digits of a phone (platform/data/phone-key), or null for fewer than seven. */
const PHONE_KEY = (column: string) =>
  `CASE WHEN length(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g')) >= 7 THEN right(regexp_replace(${column}, '\\D', '', 'g'), 10) END`
const ROW_ID = `substr(md5(random()::text || clock_timestamp()::text), 1, 24)`
const HOUSEHOLD_NAME = `p.full_name || '''s household'`

const LINK_EXISTING_ROWS = `
  CREATE TEMP TABLE person_sources ON COMMIT DROP AS
    SELECT 'registrations' AS source, id AS row_id, full_name AS name, email, phone, created_at AS seen_at, 'event-registration' AS via
      FROM registrations WHERE email IS NOT NULL AND email <> ''
    UNION ALL SELECT 'visit_plans', id, name, email, mobile, created_at, 'plan-a-visit' FROM visit_plans WHERE email IS NOT NULL AND email <> ''
    UNION ALL SELECT 'foundation_school_applications', id, full_name, email, mobile, created_at, 'foundation-school'
      FROM foundation_school_applications WHERE email IS NOT NULL AND email <> ''
    UNION ALL SELECT 'prayer_requests', id, full_name, email, phone, created_at, 'prayer-request' FROM prayer_requests WHERE email IS NOT NULL AND email <> '';
  ALTER TABLE person_sources ADD COLUMN email_key varchar, ADD COLUMN name_key varchar, ADD COLUMN phone_key varchar;
  UPDATE person_sources SET email_key = ${EMAIL_KEY('email')}, name_key = ${NAME_KEY('name')}, phone_key = ${PHONE_KEY('phone')};
  -- Temporary tables are never analysed by autovacuum: without their sizes the planner joins them row
  -- by row, which took minutes at 100,000 registrations (bench/migrate-people.ts).
  ANALYZE person_sources;

  -- One person per address and name, first seen at the earliest of their rows, named as there.
  CREATE TEMP TABLE known_people ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('people', 'id'))::int AS person_id, first.*
    FROM (SELECT DISTINCT ON (email_key, name_key) email_key, name_key, name, seen_at, via FROM person_sources ORDER BY email_key, name_key, seen_at, source, row_id) AS first;
  CREATE INDEX ON known_people (name_key);
  ANALYZE known_people;
  INSERT INTO people (id, full_name, first_seen_at, first_seen_via, updated_at, created_at)
    SELECT person_id, name, seen_at, via::enum_people_first_seen_via, now(), now() FROM known_people;
  INSERT INTO people_emails (_order, _parent_id, id, email, key)
    SELECT row_number() OVER (PARTITION BY person_id ORDER BY seen_at), person_id, ${ROW_ID}, email, email_key FROM (
      SELECT k.person_id, k.email_key, lower(trim(s.email)) AS email, min(s.seen_at) AS seen_at
      FROM known_people k JOIN person_sources s USING (email_key, name_key) GROUP BY k.person_id, k.email_key, lower(trim(s.email))) AS emails;
  INSERT INTO people_phones (_order, _parent_id, id, phone, key)
    SELECT row_number() OVER (PARTITION BY person_id ORDER BY seen_at), person_id, ${ROW_ID}, phone, phone_key FROM (
      SELECT DISTINCT ON (k.person_id, s.phone_key) k.person_id, s.phone_key, trim(s.phone) AS phone, s.seen_at
      FROM known_people k JOIN person_sources s USING (email_key, name_key) WHERE s.phone_key IS NOT NULL
      ORDER BY k.person_id, s.phone_key, s.seen_at) AS phones;
  UPDATE registrations t SET person_id = k.person_id FROM person_sources s JOIN known_people k USING (email_key, name_key)
    WHERE s.source = 'registrations' AND t.id = s.row_id;
  UPDATE visit_plans t SET person_id = k.person_id FROM person_sources s JOIN known_people k USING (email_key, name_key)
    WHERE s.source = 'visit_plans' AND t.id = s.row_id;
  UPDATE foundation_school_applications t SET person_id = k.person_id FROM person_sources s JOIN known_people k USING (email_key, name_key)
    WHERE s.source = 'foundation_school_applications' AND t.id = s.row_id;
  UPDATE prayer_requests t SET person_id = k.person_id FROM person_sources s JOIN known_people k USING (email_key, name_key)
    WHERE s.source = 'prayer_requests' AND t.id = s.row_id;

  -- Registrations without an address (walk-ins) by name and phone to someone known, else someone new.
  UPDATE registrations r SET person_id = (
      SELECT p.person_id FROM known_people p JOIN people_phones ph ON ph._parent_id = p.person_id
      WHERE p.name_key = ${NAME_KEY('r.full_name')} AND ph.key = ${PHONE_KEY('r.phone')} ORDER BY p.person_id LIMIT 1)
    WHERE r.person_id IS NULL AND r.group_booker_id IS NULL AND ${PHONE_KEY('r.phone')} IS NOT NULL;
  CREATE TEMP TABLE walk_ins ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('people', 'id'))::int AS person_id, id AS row_id, full_name, phone, created_at
    FROM registrations WHERE person_id IS NULL AND group_booker_id IS NULL;
  ANALYZE walk_ins;
  INSERT INTO people (id, full_name, first_seen_at, first_seen_via, updated_at, created_at)
    SELECT person_id, full_name, created_at, 'walk-in', now(), now() FROM walk_ins;
  INSERT INTO people_phones (_order, _parent_id, id, phone, key)
    SELECT 1, person_id, ${ROW_ID}, trim(phone), ${PHONE_KEY('phone')} FROM walk_ins WHERE ${PHONE_KEY('phone')} IS NOT NULL;
  UPDATE registrations r SET person_id = w.person_id FROM walk_ins w WHERE r.id = w.row_id;

  -- A booker and the people they brought are a household; each brought person is one person per
  -- name within it, however many events they came to.
  CREATE TEMP TABLE bookers ON COMMIT DROP AS
    SELECT b.person_id, nextval(pg_get_serial_sequence('households', 'id'))::int AS household_id
    FROM (SELECT DISTINCT booker.person_id FROM registrations member JOIN registrations booker ON booker.id = member.group_booker_id
      WHERE booker.person_id IS NOT NULL) AS b;
  ANALYZE bookers;
  INSERT INTO households (id, name, updated_at, created_at)
    SELECT b.household_id, ${HOUSEHOLD_NAME}, now(), now() FROM bookers b JOIN people p ON p.id = b.person_id;
  UPDATE people p SET household_id = b.household_id FROM bookers b WHERE p.id = b.person_id;
  CREATE TEMP TABLE brought ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('people', 'id'))::int AS person_id, first.*
    FROM (SELECT DISTINCT ON (b.household_id, ${NAME_KEY('m.full_name')}) b.household_id, ${NAME_KEY('m.full_name')} AS name_key, m.full_name, m.created_at
      FROM registrations m JOIN registrations booker ON booker.id = m.group_booker_id JOIN bookers b ON b.person_id = booker.person_id
      WHERE m.person_id IS NULL ORDER BY b.household_id, ${NAME_KEY('m.full_name')}, m.created_at) AS first;
  ANALYZE brought;
  INSERT INTO people (id, full_name, household_id, first_seen_at, first_seen_via, updated_at, created_at)
    SELECT person_id, full_name, household_id, created_at, 'brought-along', now(), now() FROM brought;
  UPDATE registrations m SET person_id = br.person_id
    FROM registrations booker, bookers b, brought br
    WHERE booker.id = m.group_booker_id AND b.person_id = booker.person_id AND br.household_id = b.household_id
      AND br.name_key = ${NAME_KEY('m.full_name')} AND m.person_id IS NULL;
  -- Anyone left (someone brought by a booker without a person) is someone new each.
  CREATE TEMP TABLE loose ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('people', 'id'))::int AS person_id, id AS row_id, full_name, created_at FROM registrations WHERE person_id IS NULL;
  ANALYZE loose;
  INSERT INTO people (id, full_name, first_seen_at, first_seen_via, updated_at, created_at)
    SELECT person_id, full_name, created_at, 'brought-along', now(), now() FROM loose;
  UPDATE registrations r SET person_id = l.person_id FROM loose l WHERE r.id = l.row_id;

  -- People sharing an address share a household (the first one's, or a new one).
  CREATE TEMP TABLE shared_addresses ON COMMIT DROP AS
    SELECT e.key, min(p.household_id) AS household_id, min(p.id) AS first_person
    FROM people_emails e JOIN people p ON p.id = e._parent_id GROUP BY e.key HAVING count(DISTINCT p.id) > 1;
  ANALYZE shared_addresses;
  UPDATE shared_addresses SET household_id = nextval(pg_get_serial_sequence('households', 'id')) WHERE household_id IS NULL;
  INSERT INTO households (id, name, updated_at, created_at)
    SELECT DISTINCT ON (s.household_id) s.household_id, ${HOUSEHOLD_NAME}, now(), now() FROM shared_addresses s JOIN people p ON p.id = s.first_person
    WHERE NOT EXISTS (SELECT 1 FROM households h WHERE h.id = s.household_id);
  UPDATE people p SET household_id = s.household_id FROM people_emails e, shared_addresses s
    WHERE e._parent_id = p.id AND e.key = s.key AND p.household_id IS NULL;

  -- What is about an address belongs to the first person with it; a check-in and a message about a registration, to its person.
  UPDATE checkins c SET person_id = r.person_id FROM registrations r WHERE r.id = c.registration_id;
  UPDATE message_deliveries d SET person_id = r.person_id FROM registrations r WHERE r.id = d.registration_id;
  CREATE TEMP TABLE first_by_address ON COMMIT DROP AS SELECT key, min(_parent_id) AS person_id FROM people_emails GROUP BY key;
  ANALYZE first_by_address;
  UPDATE consent_records c SET person_id = f.person_id FROM first_by_address f WHERE f.key = ${EMAIL_KEY('c.email')};
  UPDATE suppressions s SET person_id = f.person_id FROM first_by_address f WHERE f.key = ${EMAIL_KEY('s.email')};
  UPDATE message_deliveries d SET person_id = f.person_id FROM first_by_address f
    WHERE d.person_id IS NULL AND d.channel = 'email' AND f.key = ${EMAIL_KEY('d.address')};
  UPDATE message_deliveries d SET person_id = (SELECT ph._parent_id FROM people_phones ph WHERE ph.key = ${PHONE_KEY('d.address')} ORDER BY ph._parent_id LIMIT 1)
    WHERE d.person_id IS NULL AND d.channel = 'sms' AND ${PHONE_KEY('d.address')} IS NOT NULL;
`

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "people_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "people_phones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "households" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "people_emails" CASCADE;
  DROP TABLE "people_phones" CASCADE;
  DROP TABLE "people" CASCADE;
  DROP TABLE "households" CASCADE;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_person_id_people_id_fk";
  
  ALTER TABLE "checkins" DROP CONSTRAINT "checkins_person_id_people_id_fk";
  
  ALTER TABLE "foundation_school_applications" DROP CONSTRAINT "foundation_school_applications_person_id_people_id_fk";
  
  ALTER TABLE "prayer_requests" DROP CONSTRAINT "prayer_requests_person_id_people_id_fk";
  
  ALTER TABLE "visit_plans" DROP CONSTRAINT "visit_plans_person_id_people_id_fk";
  
  ALTER TABLE "message_deliveries" DROP CONSTRAINT "message_deliveries_person_id_people_id_fk";
  
  ALTER TABLE "suppressions" DROP CONSTRAINT "suppressions_person_id_people_id_fk";
  
  ALTER TABLE "consent_records" DROP CONSTRAINT "consent_records_person_id_people_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_people_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_households_fk";
  
  DROP INDEX "registrations_person_idx";
  DROP INDEX "checkins_person_idx";
  DROP INDEX "foundation_school_applications_person_idx";
  DROP INDEX "prayer_requests_person_idx";
  DROP INDEX "visit_plans_person_idx";
  DROP INDEX "message_deliveries_person_idx";
  DROP INDEX "suppressions_person_idx";
  DROP INDEX "consent_records_person_idx";
  DROP INDEX "payload_locked_documents_rels_people_id_idx";
  DROP INDEX "payload_locked_documents_rels_households_id_idx";
  ALTER TABLE "registrations" DROP COLUMN "person_id";
  ALTER TABLE "checkins" DROP COLUMN "person_id";
  ALTER TABLE "foundation_school_applications" DROP COLUMN "person_id";
  ALTER TABLE "prayer_requests" DROP COLUMN "person_id";
  ALTER TABLE "visit_plans" DROP COLUMN "person_id";
  ALTER TABLE "message_deliveries" DROP COLUMN "person_id";
  ALTER TABLE "suppressions" DROP COLUMN "person_id";
  ALTER TABLE "consent_records" DROP COLUMN "person_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "people_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "households_id";
  DROP TYPE "public"."enum_people_first_seen_via";`)
}
