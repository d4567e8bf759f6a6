import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The rows of `table` that repeat a key their person already holds (after the first, by order) are
 * removed, and any other spelling they had is kept in the person's notes ("Also written as: …").
 * Only two writes at once (each adding the same address to one person) or an admin listing one
 * mailbox twice could have made them.
 */
const dropRepeated = (table: 'people_emails' | 'people_phones', column: 'email' | 'phone') => `
  WITH repeated AS (
    DELETE FROM ${table} t USING (
      SELECT id, first_value(${column}) OVER w AS kept, row_number() OVER w AS n FROM ${table}
      WHERE key IS NOT NULL WINDOW w AS (PARTITION BY _parent_id, key ORDER BY _order, id)
    ) r
    WHERE t.id = r.id AND r.n > 1
    RETURNING t._parent_id, t.${column} AS spelling, r.kept
  )
  UPDATE people p SET notes = left(concat_ws(E'\\n', nullif(p.notes, ''), 'Also written as: ' || s.spellings), 5000)
  FROM (SELECT _parent_id, string_agg(DISTINCT spelling, ', ') AS spellings FROM repeated WHERE spelling <> kept GROUP BY _parent_id) s
  WHERE p.id = s._parent_id;`

/**
 * A person holds each mailbox and each phone number once (also installed on a pushed development
 * database, see platform/database/hand-written-schema). The unique (key, person) index replaces the
 * plain one of 20261127_021500_people_key_order, in the same order, so the forms still read the first
 * few people sharing a key from it alone (people/person-candidates), and a form adding an address to
 * someone who gained it a moment before, in another request, adds nothing (ON CONFLICT DO NOTHING,
 * people/write-person-sql) where both used to add it.
 */
export const ONE_ADDRESS_PER_PERSON_SQL = `
  ${dropRepeated('people_emails', 'email')}
  ${dropRepeated('people_phones', 'phone')}
  CREATE UNIQUE INDEX IF NOT EXISTS "people_emails_one_key_per_person" ON "people_emails" USING btree ("key", "_parent_id");
  CREATE UNIQUE INDEX IF NOT EXISTS "people_phones_one_key_per_person" ON "people_phones" USING btree ("key", "_parent_id");
  DROP INDEX IF EXISTS "people_emails_key_parent";
  DROP INDEX IF EXISTS "people_phones_key_parent";
`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The key alone is the unique index's first column: its own index only cost every write.
  await db.execute(sql`
    DROP INDEX "people_emails_key_idx";
    DROP INDEX "people_phones_key_idx";`)
  await db.execute(sql.raw(ONE_ADDRESS_PER_PERSON_SQL))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "people_emails_key_parent" ON "people_emails" USING btree ("key", "_parent_id");
    CREATE INDEX IF NOT EXISTS "people_phones_key_parent" ON "people_phones" USING btree ("key", "_parent_id");
    DROP INDEX IF EXISTS "people_emails_one_key_per_person";
    DROP INDEX IF EXISTS "people_phones_one_key_per_person";
    CREATE INDEX "people_emails_key_idx" ON "people_emails" USING btree ("key");
    CREATE INDEX "people_phones_key_idx" ON "people_phones" USING btree ("key");`)
}
