import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Places held and people waiting per event, kept by the database so that taking a place never has to
 * count an event's registrations. Every path that changes a place (the form, Payload's own writes from
 * the admin screens, the manage link, offers, retention, a delete) changes the rows these triggers watch,
 * so the counts stay exact whoever writes. Every statement is idempotent: `npm run dev` pushes Payload's
 * schema instead of migrating, and then runs this same SQL (src/server/database/hand-written-schema.ts).
 *
 * - `registration_places`: what each registration was last counted as holding and waiting for;
 * - `event_places`: the event's sums of those (people holding a place, people only waiting, and per
 *   session `{"held": n, "waiting": m}`). Its row is also the event's place lock: whoever changes a
 *   place of the event locks that row first, in the transaction that writes.
 */
/** Triggers on `table` that run `recount` once per statement inserting, updating or deleting its rows (the rows as `changed`). */
const recountAfterEveryChange = (table: string, recount: string) =>
  (['insert', 'update', 'delete'] as const)
    .map((change) => `CREATE OR REPLACE TRIGGER "${table}_count_places_${change}" AFTER ${change.toUpperCase()} ON "${table}"
    REFERENCING ${change === 'delete' ? 'OLD' : 'NEW'} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${recount}();`)
    .join('\n  ')

export const PLACE_COUNTS_SQL = `
  CREATE TABLE IF NOT EXISTS "event_places" (
    "event_id" integer PRIMARY KEY REFERENCES "events"("id") ON DELETE CASCADE,
    "people" integer NOT NULL DEFAULT 0,
    "people_waiting" integer NOT NULL DEFAULT 0,
    "sessions" jsonb NOT NULL DEFAULT '{}'::jsonb
  );
  CREATE TABLE IF NOT EXISTS "registration_places" (
    "registration_id" integer PRIMARY KEY REFERENCES "registrations"("id") ON DELETE CASCADE,
    "event_id" integer NOT NULL,
    "held" varchar[] NOT NULL DEFAULT '{}',
    "waiting" varchar[] NOT NULL DEFAULT '{}'
  );

  -- What a registration holds and waits for now. A place is a session among its sessions or an open offer
  -- of one; a cancelled registration holds and waits for nothing.
  CREATE OR REPLACE FUNCTION "registration_places_now"(reg integer, cancelled boolean, OUT held varchar[], OUT waiting varchar[])
  LANGUAGE sql STABLE AS $$
    SELECT
      CASE WHEN cancelled THEN '{}'::varchar[] ELSE ARRAY(SELECT DISTINCT s.k FROM (
          SELECT t.text AS k FROM registrations_texts t WHERE t.parent_id = reg AND t.path = 'attendanceChoice'
          UNION SELECT w.session_key FROM waiting_list w WHERE w.registration_id = reg AND w.status = 'offered') s
        WHERE s.k IS NOT NULL ORDER BY s.k) END,
      CASE WHEN cancelled THEN '{}'::varchar[] ELSE ARRAY(SELECT DISTINCT w.session_key FROM waiting_list w
        WHERE w.registration_id = reg AND w.status = 'waiting' AND w.session_key IS NOT NULL ORDER BY w.session_key) END
  $$;

  -- An event's per-session tally moved from what a registration held and waited for to what it does now.
  CREATE OR REPLACE FUNCTION "place_tally_shift"(tally jsonb, was_held varchar[], now_held varchar[], was_waiting varchar[], now_waiting varchar[])
  RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT tally || coalesce(jsonb_object_agg(k, jsonb_build_object(
        'held', coalesce((tally -> k ->> 'held')::int, 0) + (k = ANY(now_held))::int - (k = ANY(was_held))::int,
        'waiting', coalesce((tally -> k ->> 'waiting')::int, 0) + (k = ANY(now_waiting))::int - (k = ANY(was_waiting))::int)), '{}'::jsonb)
    FROM (SELECT DISTINCT unnest(was_held || now_held || was_waiting || now_waiting) AS k) keys
  $$;

  -- Moves an event's counts by one registration's change: people hold a place when they hold any session,
  -- and wait as people (for the event's own limit) when they hold none and wait for one.
  CREATE OR REPLACE FUNCTION "place_counts_move"(ev integer, was_held varchar[], now_held varchar[], was_waiting varchar[], now_waiting varchar[])
  RETURNS void LANGUAGE sql AS $$
    UPDATE event_places SET
      sessions = place_tally_shift(sessions, was_held, now_held, was_waiting, now_waiting),
      people = people + (cardinality(now_held) > 0)::int - (cardinality(was_held) > 0)::int,
      people_waiting = people_waiting + (cardinality(now_held) = 0 AND cardinality(now_waiting) > 0)::int
        - (cardinality(was_held) = 0 AND cardinality(was_waiting) > 0)::int
    WHERE event_id = ev
  $$;

  -- Recounts one registration: its event's row is locked first (so two writers never lose a count), then
  -- what it holds now is read afresh and the difference from what it was counted as goes to the event.
  CREATE OR REPLACE FUNCTION "count_registration_places"(reg integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    ev integer;
    cancelled boolean;
    was registration_places%ROWTYPE;
    known boolean;
    now_held varchar[];
    now_waiting varchar[];
  BEGIN
    SELECT r.event_id INTO ev FROM registrations r WHERE r.id = reg;
    -- A deleted registration gave its places back before it went (see count_places_of_registration).
    IF NOT FOUND OR ev IS NULL THEN RETURN; END IF;
    PERFORM 1 FROM event_places WHERE event_id = ev FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    -- Read again under the lock: whatever another writer committed before it is counted from here on.
    SELECT r.event_id, r.cancelled_at IS NOT NULL INTO ev, cancelled FROM registrations r WHERE r.id = reg;
    SELECT * INTO was FROM registration_places WHERE registration_id = reg;
    known := FOUND;
    IF known AND was.event_id <> ev THEN
      PERFORM place_counts_move(was.event_id, was.held, '{}', was.waiting, '{}');
      was.held := '{}';
      was.waiting := '{}';
    ELSIF NOT known THEN
      was.held := '{}';
      was.waiting := '{}';
    END IF;
    SELECT n.held, n.waiting INTO now_held, now_waiting FROM registration_places_now(reg, cancelled) n;
    IF known AND was.held = now_held AND was.waiting = now_waiting AND was.event_id = ev THEN RETURN; END IF;
    PERFORM place_counts_move(ev, was.held, now_held, was.waiting, now_waiting);
    INSERT INTO registration_places (registration_id, event_id, held, waiting) VALUES (reg, ev, now_held, now_waiting)
      ON CONFLICT (registration_id) DO UPDATE SET event_id = EXCLUDED.event_id, held = EXCLUDED.held, waiting = EXCLUDED.waiting;
  END $$;

  CREATE OR REPLACE FUNCTION "count_places_after_sessions_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM count_registration_places(c.id) FROM (SELECT DISTINCT parent_id AS id FROM changed WHERE path = 'attendanceChoice' ORDER BY 1) c;
    RETURN NULL;
  END $$;

  CREATE OR REPLACE FUNCTION "count_places_after_waiting_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM count_registration_places(c.id) FROM (SELECT DISTINCT registration_id AS id FROM changed ORDER BY 1) c;
    RETURN NULL;
  END $$;

  CREATE OR REPLACE FUNCTION "count_places_of_registration"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    was registration_places%ROWTYPE;
  BEGIN
    IF TG_OP = 'DELETE' THEN
      -- A deleted registration gives its places back; its lists are deleted with it.
      PERFORM 1 FROM event_places WHERE event_id = OLD.event_id FOR UPDATE;
      SELECT * INTO was FROM registration_places WHERE registration_id = OLD.id;
      IF FOUND THEN
        PERFORM place_counts_move(was.event_id, was.held, '{}', was.waiting, '{}');
        DELETE FROM registration_places WHERE registration_id = OLD.id;
      END IF;
      RETURN OLD;
    END IF;
    PERFORM count_registration_places(NEW.id);
    RETURN NULL;
  END $$;

  -- Every event has its counts from the moment it exists.
  CREATE OR REPLACE FUNCTION "count_places_of_new_event"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO event_places (event_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;

  ${recountAfterEveryChange('registrations_texts', 'count_places_after_sessions_change')}
  ${recountAfterEveryChange('waiting_list', 'count_places_after_waiting_list_change')}
  CREATE OR REPLACE TRIGGER "registrations_count_places_update" AFTER UPDATE OF "cancelled_at", "event_id" ON "registrations"
    FOR EACH ROW WHEN (OLD.cancelled_at IS DISTINCT FROM NEW.cancelled_at OR OLD.event_id IS DISTINCT FROM NEW.event_id)
    EXECUTE FUNCTION count_places_of_registration();
  CREATE OR REPLACE TRIGGER "registrations_count_places_delete" BEFORE DELETE ON "registrations"
    FOR EACH ROW EXECUTE FUNCTION count_places_of_registration();
  CREATE OR REPLACE TRIGGER "events_count_places_insert" AFTER INSERT ON "events"
    FOR EACH ROW EXECUTE FUNCTION count_places_of_new_event();

  -- Counts every event afresh from its rows. Writers in flight finish first and new ones wait until it is
  -- done, so nothing is counted twice or missed.
  CREATE OR REPLACE FUNCTION "rebuild_place_counts"() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    LOCK TABLE registrations, registrations_texts, waiting_list, events IN SHARE MODE;
    LOCK TABLE event_places, registration_places IN EXCLUSIVE MODE;
    DELETE FROM registration_places;
    DELETE FROM event_places;
    INSERT INTO event_places (event_id) SELECT id FROM events;
    INSERT INTO registration_places (registration_id, event_id, held, waiting)
      SELECT r.id, r.event_id, n.held, n.waiting FROM registrations r, LATERAL registration_places_now(r.id, r.cancelled_at IS NOT NULL) n
      WHERE r.event_id IS NOT NULL;
    UPDATE event_places e SET people = a.people, people_waiting = a.people_waiting, sessions = coalesce(s.tally, '{}'::jsonb)
    FROM (SELECT p.event_id, count(*) FILTER (WHERE cardinality(p.held) > 0)::int AS people,
            count(*) FILTER (WHERE cardinality(p.held) = 0 AND cardinality(p.waiting) > 0)::int AS people_waiting
          FROM registration_places p GROUP BY p.event_id) a
    LEFT JOIN (SELECT k.event_id, jsonb_object_agg(k.key, jsonb_build_object('held', k.held, 'waiting', k.waiting)) AS tally
          FROM (SELECT u.event_id, u.key, count(*) FILTER (WHERE u.kind = 'held')::int AS held, count(*) FILTER (WHERE u.kind = 'waiting')::int AS waiting
                FROM (SELECT p.event_id, unnest(p.held) AS key, 'held' AS kind FROM registration_places p
                      UNION ALL SELECT p.event_id, unnest(p.waiting), 'waiting' FROM registration_places p) u
                GROUP BY u.event_id, u.key) k
          GROUP BY k.event_id) s ON s.event_id = a.event_id
    WHERE e.event_id = a.event_id;
  END $$;
`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`${PLACE_COUNTS_SQL}\n  SELECT rebuild_place_counts();`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "registrations_texts_count_places_insert" ON "registrations_texts";
  DROP TRIGGER IF EXISTS "registrations_texts_count_places_update" ON "registrations_texts";
  DROP TRIGGER IF EXISTS "registrations_texts_count_places_delete" ON "registrations_texts";
  DROP TRIGGER IF EXISTS "waiting_list_count_places_insert" ON "waiting_list";
  DROP TRIGGER IF EXISTS "waiting_list_count_places_update" ON "waiting_list";
  DROP TRIGGER IF EXISTS "waiting_list_count_places_delete" ON "waiting_list";
  DROP TRIGGER IF EXISTS "registrations_count_places_update" ON "registrations";
  DROP TRIGGER IF EXISTS "registrations_count_places_delete" ON "registrations";
  DROP TRIGGER IF EXISTS "events_count_places_insert" ON "events";
  DROP FUNCTION IF EXISTS "rebuild_place_counts"();
  DROP FUNCTION IF EXISTS "count_places_of_new_event"();
  DROP FUNCTION IF EXISTS "count_places_of_registration"();
  DROP FUNCTION IF EXISTS "count_places_after_waiting_list_change"();
  DROP FUNCTION IF EXISTS "count_places_after_sessions_change"();
  DROP FUNCTION IF EXISTS "count_registration_places"(integer);
  DROP FUNCTION IF EXISTS "place_counts_move"(integer, varchar[], varchar[], varchar[], varchar[]);
  DROP FUNCTION IF EXISTS "place_tally_shift"(jsonb, varchar[], varchar[], varchar[], varchar[]);
  DROP FUNCTION IF EXISTS "registration_places_now"(integer, boolean);
  DROP TABLE IF EXISTS "registration_places";
  DROP TABLE IF EXISTS "event_places";`)
}
