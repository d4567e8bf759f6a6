import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // New tables and columns; registrations.event_id stays nullable until every row has its event.
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_sessions_startsat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum_events_sessions_endsat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum_events_sessions_mode" AS ENUM('in-person', 'online', 'both');
  CREATE TYPE "public"."enum_events_registrationopensat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum_events_registration_closes" AS ENUM('last-session-ends', 'at-date', 'never');
  CREATE TYPE "public"."enum_events_registrationclosesat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_sessions_startsat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum__events_v_version_sessions_endsat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum__events_v_version_sessions_mode" AS ENUM('in-person', 'online', 'both');
  CREATE TYPE "public"."enum__events_v_version_registrationopensat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum__events_v_version_registration_closes" AS ENUM('last-session-ends', 'at-date', 'never');
  CREATE TYPE "public"."enum__events_v_version_registrationclosesat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_checkins_method" AS ENUM('search', 'qr', 'walk-in');
  CREATE TABLE "events_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"key" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"startsat_tz" "enum_events_sessions_startsat_tz" DEFAULT 'Europe/London',
  	"ends_at" timestamp(3) with time zone,
  	"endsat_tz" "enum_events_sessions_endsat_tz" DEFAULT 'Europe/London',
  	"mode" "enum_events_sessions_mode" DEFAULT 'in-person',
  	"venue" varchar,
  	"address" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"banner_id" integer,
  	"admission" varchar DEFAULT 'Free admission',
  	"about" jsonb,
  	"stream_url" varchar,
  	"recording_url" varchar,
  	"registration_opens_at" timestamp(3) with time zone,
  	"registrationopensat_tz" "enum_events_registrationopensat_tz" DEFAULT 'Europe/London',
  	"registration_closes" "enum_events_registration_closes" DEFAULT 'last-session-ends',
  	"registration_closes_at" timestamp(3) with time zone,
  	"registrationclosesat_tz" "enum_events_registrationclosesat_tz" DEFAULT 'Europe/London',
  	"all_sessions_label" varchar DEFAULT 'All sessions',
  	"all_sessions_key" varchar DEFAULT 'all',
  	"first_starts_at" timestamp(3) with time zone,
  	"last_ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_events_v_version_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"key" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"startsat_tz" "enum__events_v_version_sessions_startsat_tz" DEFAULT 'Europe/London',
  	"ends_at" timestamp(3) with time zone,
  	"endsat_tz" "enum__events_v_version_sessions_endsat_tz" DEFAULT 'Europe/London',
  	"mode" "enum__events_v_version_sessions_mode" DEFAULT 'in-person',
  	"venue" varchar,
  	"address" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_banner_id" integer,
  	"version_admission" varchar DEFAULT 'Free admission',
  	"version_about" jsonb,
  	"version_stream_url" varchar,
  	"version_recording_url" varchar,
  	"version_registration_opens_at" timestamp(3) with time zone,
  	"version_registrationopensat_tz" "enum__events_v_version_registrationopensat_tz" DEFAULT 'Europe/London',
  	"version_registration_closes" "enum__events_v_version_registration_closes" DEFAULT 'last-session-ends',
  	"version_registration_closes_at" timestamp(3) with time zone,
  	"version_registrationclosesat_tz" "enum__events_v_version_registrationclosesat_tz" DEFAULT 'Europe/London',
  	"version_all_sessions_label" varchar DEFAULT 'All sessions',
  	"version_all_sessions_key" varchar DEFAULT 'all',
  	"version_first_starts_at" timestamp(3) with time zone,
  	"version_last_ends_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "checkins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"session" varchar NOT NULL,
  	"checked_in_at" timestamp(3) with time zone NOT NULL,
  	"checked_in_by_id" integer,
  	"method" "enum_checkins_method" DEFAULT 'search' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  
  
  ALTER TABLE "registrations" ADD COLUMN "event_id" integer;
  ALTER TABLE "registrations" ADD COLUMN "checked_in_sessions" varchar DEFAULT '|';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkins_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "featured_event_id" integer;
  ALTER TABLE "events_sessions" ADD CONSTRAINT "events_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_sessions" ADD CONSTRAINT "_events_v_version_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkins" ADD CONSTRAINT "checkins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkins" ADD CONSTRAINT "checkins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkins" ADD CONSTRAINT "checkins_checked_in_by_id_users_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_sessions_order_idx" ON "events_sessions" USING btree ("_order");
  CREATE INDEX "events_sessions_parent_id_idx" ON "events_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_banner_idx" ON "events" USING btree ("banner_id");
  CREATE INDEX "events_first_starts_at_idx" ON "events" USING btree ("first_starts_at");
  CREATE INDEX "events_last_ends_at_idx" ON "events" USING btree ("last_ends_at");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "_events_v_version_sessions_order_idx" ON "_events_v_version_sessions" USING btree ("_order");
  CREATE INDEX "_events_v_version_sessions_parent_id_idx" ON "_events_v_version_sessions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_banner_idx" ON "_events_v" USING btree ("version_banner_id");
  CREATE INDEX "_events_v_version_version_first_starts_at_idx" ON "_events_v" USING btree ("version_first_starts_at");
  CREATE INDEX "_events_v_version_version_last_ends_at_idx" ON "_events_v" USING btree ("version_last_ends_at");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "checkins_registration_idx" ON "checkins" USING btree ("registration_id");
  CREATE INDEX "checkins_event_idx" ON "checkins" USING btree ("event_id");
  CREATE INDEX "checkins_checked_in_by_idx" ON "checkins" USING btree ("checked_in_by_id");
  CREATE INDEX "checkins_updated_at_idx" ON "checkins" USING btree ("updated_at");
  CREATE INDEX "checkins_created_at_idx" ON "checkins" USING btree ("created_at");
  CREATE UNIQUE INDEX "registration_session_idx" ON "checkins" USING btree ("registration_id","session");
  CREATE INDEX "event_session_idx" ON "checkins" USING btree ("event_id","session");
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkins_fk" FOREIGN KEY ("checkins_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_featured_event_id_events_id_fk" FOREIGN KEY ("featured_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "registrations_event_idx" ON "registrations" USING btree ("event_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_checkins_id_idx" ON "payload_locked_documents_rels" USING btree ("checkins_id");
  CREATE INDEX "site_settings_featured_event_idx" ON "site_settings" USING btree ("featured_event_id");`)

  await moveOutreachEventIntoEvents(db)
  await db.execute(sql`ALTER TABLE "registrations" ALTER COLUMN "event_id" SET NOT NULL`)

  // The event global, the fixed attendance list and the day-N columns are now empty of meaning.
  await db.execute(sql`  ALTER TABLE "registrations_attendance_choice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "registrations_attendance_choice" CASCADE;
  DROP TABLE "event_days" CASCADE;
  DROP TABLE "event" CASCADE;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_day1_checkin_by_id_users_id_fk";
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_day2_checkin_by_id_users_id_fk";
  DROP INDEX "registrations_day1_checkin_by_idx";
  DROP INDEX "registrations_day2_checkin_by_idx";
  ALTER TABLE "registrations" DROP COLUMN "day1_checkin";
  ALTER TABLE "registrations" DROP COLUMN "day1_checkin_at";
  ALTER TABLE "registrations" DROP COLUMN "day1_checkin_by_id";
  ALTER TABLE "registrations" DROP COLUMN "day2_checkin";
  ALTER TABLE "registrations" DROP COLUMN "day2_checkin_at";
  ALTER TABLE "registrations" DROP COLUMN "day2_checkin_by_id";
  DROP TYPE "public"."enum_registrations_attendance_choice";
  DROP TYPE "public"."enum_event_days_key";
  DROP TYPE "public"."enum_event_days_mode";`)
}

type Db = MigrateUpArgs['db']
type Row = Record<string, unknown>

/** Plain text with blank lines between paragraphs, as Lexical rich text. */
function richTextOf(text: string | null): object | null {
  const paragraphs = (text ?? '').split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean)
  if (!paragraphs.length) return null
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text: paragraph, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      })),
    },
  }
}

/**
 * The outreach event global becomes the first event record, published and featured, with its
 * registration never closing (as it never did). Its days keep the attendance identifiers the SPEC
 * fixed: Day 1 is "online", Day 2 "super-sunday", and every day together "both". Every registration
 * joins it, and every day-N check-in becomes a check-in record with its stored time and staff member.
 */
async function moveOutreachEventIntoEvents(db: Db): Promise<void> {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows
  const [global] = await rows(sql`SELECT id, title, admission, about, stream_url, recording_url, created_at FROM "event" ORDER BY id LIMIT 1`)
  const [{ count: registrationCount } = { count: 0 }] = await rows(sql`SELECT count(*)::int AS count FROM registrations`)
  if (!global && Number(registrationCount) === 0) return

  const title = String(global?.title ?? 'Outreach event')
  const slug = title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/g, '') || 'outreach-event'
  const about = richTextOf((global?.about as string | null) ?? null)
  const aboutJson = about ? JSON.stringify(about) : null
  const [event] = await rows(sql`
    INSERT INTO events (title, slug, admission, about, stream_url, recording_url, registration_closes, all_sessions_label, all_sessions_key, _status, created_at, updated_at)
    VALUES (${title}, ${slug}, ${(global?.admission as string | null) ?? 'Free admission'}, ${aboutJson}::jsonb, ${(global?.stream_url as string | null) ?? null}, ${(global?.recording_url as string | null) ?? null},
      'never', 'Both Days', 'both', 'published', coalesce(${(global?.created_at as string | null) ?? null}::timestamptz, now()), now())
    RETURNING id`)
  const eventId = Number(event!.id)

  if (global) {
    await db.execute(sql`
      INSERT INTO events_sessions (_order, _parent_id, id, title, key, starts_at, ends_at, mode, venue, note)
      SELECT row_number() OVER (ORDER BY d.key), ${eventId}, d.id, d.title,
        CASE d.key WHEN 'day1' THEN 'online' ELSE 'super-sunday' END,
        d.starts_at, d.ends_at, d.mode::text::enum_events_sessions_mode, d.venue, d.description
      FROM event_days d WHERE d._parent_id = ${Number(global.id)}`)
  }
  await db.execute(sql`
    UPDATE events SET first_starts_at = (SELECT min(starts_at) FROM events_sessions WHERE _parent_id = ${eventId}),
      last_ends_at = (SELECT max(ends_at) FROM events_sessions WHERE _parent_id = ${eventId})
    WHERE id = ${eventId}`)

  // The admin's edit screen reads an event's latest version, so the record starts with one.
  const [version] = await rows(sql`
    INSERT INTO _events_v (parent_id, version_title, version_slug, version_summary, version_banner_id, version_admission, version_about, version_stream_url, version_recording_url,
      version_registration_closes, version_all_sessions_label, version_all_sessions_key, version_first_starts_at, version_last_ends_at, version_updated_at, version_created_at, version__status, latest, created_at, updated_at)
    SELECT id, title, slug, summary, banner_id, admission, about, stream_url, recording_url, registration_closes::text::enum__events_v_version_registration_closes, all_sessions_label, all_sessions_key,
      first_starts_at, last_ends_at, updated_at, created_at, 'published'::enum__events_v_version_status, true, now(), now()
    FROM events WHERE id = ${eventId}
    RETURNING id`)
  await db.execute(sql`
    INSERT INTO _events_v_version_sessions (_order, _parent_id, title, key, starts_at, ends_at, mode, venue, note, _uuid)
    SELECT _order, ${Number(version!.id)}, title, key, starts_at, ends_at, mode::text::enum__events_v_version_sessions_mode, venue, note, id
    FROM events_sessions WHERE _parent_id = ${eventId}`)

  await db.execute(sql`UPDATE site_settings SET featured_event_id = ${eventId}`)

  // Identity is per event now: the same name and e-mail may register for next year's event too.
  await db.execute(sql`UPDATE registrations SET event_id = ${eventId}, identity_key = CASE WHEN identity_key IS NULL THEN NULL ELSE ${eventId} || ':' || identity_key END`)
  await db.execute(sql`
    INSERT INTO registrations_texts ("order", parent_id, path, text)
    SELECT "order", parent_id, 'attendanceChoice', value::text FROM registrations_attendance_choice WHERE value IS NOT NULL`)
  await db.execute(sql`
    INSERT INTO checkins (registration_id, event_id, session, checked_in_at, checked_in_by_id, method, created_at, updated_at)
    SELECT id, event_id, 'online', coalesce(day1_checkin_at, updated_at), day1_checkin_by_id, 'search'::enum_checkins_method, coalesce(day1_checkin_at, updated_at), coalesce(day1_checkin_at, updated_at)
    FROM registrations WHERE day1_checkin IS TRUE
    UNION ALL
    SELECT id, event_id, 'super-sunday', coalesce(day2_checkin_at, updated_at), day2_checkin_by_id, 'search'::enum_checkins_method, coalesce(day2_checkin_at, updated_at), coalesce(day2_checkin_at, updated_at)
    FROM registrations WHERE day2_checkin IS TRUE`)
  await db.execute(sql`
    UPDATE registrations r SET checked_in_sessions = '|' || c.sessions || '|'
    FROM (SELECT registration_id, string_agg(session, '|' ORDER BY session) AS sessions FROM checkins GROUP BY registration_id) c
    WHERE c.registration_id = r.id`)
  await db.execute(sql`UPDATE registrations SET checked_in_sessions = '|' WHERE checked_in_sessions IS NULL`)
}

/**
 * Restores the previous structure. Many events do not fit back into one global, so going down keeps
 * no event, registration-to-event link or check-in record: take a backup before migrating.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_registrations_attendance_choice" AS ENUM('online', 'super-sunday', 'both');
  CREATE TYPE "public"."enum_event_days_key" AS ENUM('day1', 'day2');
  CREATE TYPE "public"."enum_event_days_mode" AS ENUM('online', 'in-person');
  CREATE TABLE "registrations_attendance_choice" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_registrations_attendance_choice",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "event_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_event_days_key" NOT NULL,
  	"title" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"mode" "enum_event_days_mode" NOT NULL,
  	"venue" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "event" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"admission" varchar DEFAULT 'Free admission',
  	"about" varchar,
  	"stream_url" varchar,
  	"recording_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "events_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkins" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_sessions" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "_events_v_version_sessions" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "checkins" CASCADE;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_event_id_events_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkins_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_featured_event_id_events_id_fk";
  
  DROP INDEX "registrations_event_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_checkins_id_idx";
  DROP INDEX "site_settings_featured_event_idx";
  ALTER TABLE "registrations" ADD COLUMN "day1_checkin" boolean DEFAULT false;
  ALTER TABLE "registrations" ADD COLUMN "day1_checkin_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "day1_checkin_by_id" integer;
  ALTER TABLE "registrations" ADD COLUMN "day2_checkin" boolean DEFAULT false;
  ALTER TABLE "registrations" ADD COLUMN "day2_checkin_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "day2_checkin_by_id" integer;
  ALTER TABLE "registrations_attendance_choice" ADD CONSTRAINT "registrations_attendance_choice_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_days" ADD CONSTRAINT "event_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_attendance_choice_order_idx" ON "registrations_attendance_choice" USING btree ("order");
  CREATE INDEX "registrations_attendance_choice_parent_idx" ON "registrations_attendance_choice" USING btree ("parent_id");
  CREATE INDEX "event_days_order_idx" ON "event_days" USING btree ("_order");
  CREATE INDEX "event_days_parent_id_idx" ON "event_days" USING btree ("_parent_id");
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_day1_checkin_by_id_users_id_fk" FOREIGN KEY ("day1_checkin_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_day2_checkin_by_id_users_id_fk" FOREIGN KEY ("day2_checkin_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "registrations_day1_checkin_by_idx" ON "registrations" USING btree ("day1_checkin_by_id");
  CREATE INDEX "registrations_day2_checkin_by_idx" ON "registrations" USING btree ("day2_checkin_by_id");
  ALTER TABLE "registrations" DROP COLUMN "event_id";
  ALTER TABLE "registrations" DROP COLUMN "checked_in_sessions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkins_id";
  ALTER TABLE "site_settings" DROP COLUMN "featured_event_id";
  DROP TYPE "public"."enum_events_sessions_startsat_tz";
  DROP TYPE "public"."enum_events_sessions_endsat_tz";
  DROP TYPE "public"."enum_events_sessions_mode";
  DROP TYPE "public"."enum_events_registrationopensat_tz";
  DROP TYPE "public"."enum_events_registration_closes";
  DROP TYPE "public"."enum_events_registrationclosesat_tz";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_sessions_startsat_tz";
  DROP TYPE "public"."enum__events_v_version_sessions_endsat_tz";
  DROP TYPE "public"."enum__events_v_version_sessions_mode";
  DROP TYPE "public"."enum__events_v_version_registrationopensat_tz";
  DROP TYPE "public"."enum__events_v_version_registration_closes";
  DROP TYPE "public"."enum__events_v_version_registrationclosesat_tz";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_checkins_method";`)
}
