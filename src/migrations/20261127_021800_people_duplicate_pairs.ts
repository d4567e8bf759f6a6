import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/** A full name's last word, lower case: the surname the duplicates list blocks on (people/list-duplicates). */
export const SURNAME_KEY_SQL = `lower(reverse(split_part(reverse(btrim(full_name)), ' ', 1)))`
/** A full name's first word, lower case. */
export const GIVEN_KEY_SQL = `lower(split_part(btrim(full_name), ' ', 1))`

/**
 * A key or name more than this many live people share is no evidence (people/list-duplicates); the
 * triggers mark one more than it of a group a person leaves, since a group shrinking to it gains pairs.
 */
const NEIGHBOURS = 22

/**
 * The possible duplicates, kept rather than computed on each read (which grew with every pair in the
 * database: seconds on many small same-name groups), installed by this migration and again at every
 * start of a pushed development database (platform/database/hand-written-schema):
 * - `people_duplicate_pairs`: each scored pair of live people, lower id first, read a page at a time
 *   in score order through its index;
 * - `people_duplicates_stale`: the people whose pairs may have changed since, appended (no unique
 *   key, so a form's write never waits on the list's refresh) by triggers on people (a new person,
 *   a new name, merged or anonymised, deleted), their addresses and phones; a person leaving a name,
 *   an address or a phone also marks the others sharing it (at most NEIGHBOURS), whose group shrank;
 * - an index on the surname key, through which the refresh finds who shares a name with the stale.
 * The list refreshes the pairs of the stale people before it reads (people/list-duplicates).
 */
export const DUPLICATE_PAIRS_SQL = `
  CREATE TABLE IF NOT EXISTS people_duplicate_pairs (
    person_a_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    person_b_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    score integer NOT NULL,
    reasons text NOT NULL,
    PRIMARY KEY (person_a_id, person_b_id),
    CHECK (person_a_id < person_b_id)
  );
  CREATE INDEX IF NOT EXISTS people_duplicate_pairs_order_idx ON people_duplicate_pairs (score DESC, person_b_id DESC, person_a_id DESC);
  CREATE INDEX IF NOT EXISTS people_duplicate_pairs_b_idx ON people_duplicate_pairs (person_b_id);
  CREATE TABLE IF NOT EXISTS people_duplicates_stale (person_id integer NOT NULL);
  CREATE INDEX IF NOT EXISTS people_surname_key_idx ON people ((${SURNAME_KEY_SQL}));

  CREATE OR REPLACE FUNCTION people_mark_duplicates_stale() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    IF TG_TABLE_NAME = 'people' THEN
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO people_duplicates_stale VALUES (NEW.id);
      END IF;
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO people_duplicates_stale VALUES (OLD.id);
        INSERT INTO people_duplicates_stale
          SELECT p.id FROM people p
          WHERE ${SURNAME_KEY_SQL.replaceAll('full_name', 'p.full_name')} = ${SURNAME_KEY_SQL.replaceAll('full_name', 'OLD.full_name')}
            AND ${GIVEN_KEY_SQL.replaceAll('full_name', 'p.full_name')} = ${GIVEN_KEY_SQL.replaceAll('full_name', 'OLD.full_name')}
            AND p.id <> OLD.id AND p.merged_into_id IS NULL AND p.anonymised_at IS NULL
          LIMIT ${NEIGHBOURS};
      END IF;
    ELSE
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO people_duplicates_stale VALUES (NEW._parent_id);
      END IF;
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO people_duplicates_stale VALUES (OLD._parent_id);
        IF OLD.key IS NOT NULL THEN
          EXECUTE format('INSERT INTO people_duplicates_stale SELECT _parent_id FROM %I WHERE key = $1 AND _parent_id <> $2 LIMIT ${NEIGHBOURS}', TG_TABLE_NAME)
            USING OLD.key, OLD._parent_id;
        END IF;
      END IF;
    END IF;
    RETURN NULL;
  END $f$;

  DROP TRIGGER IF EXISTS people_duplicates_stale ON people;
  CREATE TRIGGER people_duplicates_stale AFTER INSERT OR DELETE ON people
    FOR EACH ROW EXECUTE FUNCTION people_mark_duplicates_stale();
  DROP TRIGGER IF EXISTS people_duplicates_stale_update ON people;
  CREATE TRIGGER people_duplicates_stale_update AFTER UPDATE OF full_name, merged_into_id, anonymised_at ON people
    FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.merged_into_id IS DISTINCT FROM NEW.merged_into_id
      OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at)
    EXECUTE FUNCTION people_mark_duplicates_stale();
  DROP TRIGGER IF EXISTS people_emails_duplicates_stale ON people_emails;
  CREATE TRIGGER people_emails_duplicates_stale AFTER INSERT OR DELETE OR UPDATE OF key, _parent_id ON people_emails
    FOR EACH ROW EXECUTE FUNCTION people_mark_duplicates_stale();
  DROP TRIGGER IF EXISTS people_phones_duplicates_stale ON people_phones;
  CREATE TRIGGER people_phones_duplicates_stale AFTER INSERT OR DELETE OR UPDATE OF key, _parent_id ON people_phones
    FOR EACH ROW EXECUTE FUNCTION people_mark_duplicates_stale();
`

/** The pairs start empty with every live person stale: the list's first read finds them all. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(DUPLICATE_PAIRS_SQL))
  await db.execute(
    sql`INSERT INTO people_duplicates_stale SELECT id FROM people WHERE merged_into_id IS NULL AND anonymised_at IS NULL`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER IF EXISTS people_duplicates_stale ON people;
    DROP TRIGGER IF EXISTS people_duplicates_stale_update ON people;
    DROP TRIGGER IF EXISTS people_emails_duplicates_stale ON people_emails;
    DROP TRIGGER IF EXISTS people_phones_duplicates_stale ON people_phones;
    DROP FUNCTION IF EXISTS people_mark_duplicates_stale();
    DROP INDEX IF EXISTS people_surname_key_idx;
    DROP TABLE IF EXISTS people_duplicates_stale;
    DROP TABLE IF EXISTS people_duplicate_pairs;
  `)
}
