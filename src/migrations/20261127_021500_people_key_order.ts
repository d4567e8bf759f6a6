import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The people sharing an address or phone key, in the order they were first seen (made unique, one row
 * per key and person, by 20261129_004002_one_address_per_person): the form reads only the
 * first few of them (people/person-candidates), so a key that thousands share costs what a key that
 * two share does.
 */
const PEOPLE_KEY_ORDER_SQL = `
  CREATE INDEX IF NOT EXISTS "people_emails_key_parent" ON "people_emails" USING btree ("key", "_parent_id");
  CREATE INDEX IF NOT EXISTS "people_phones_key_parent" ON "people_phones" USING btree ("key", "_parent_id");
`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(PEOPLE_KEY_ORDER_SQL))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "people_emails_key_parent";
    DROP INDEX IF EXISTS "people_phones_key_parent";`)
}
