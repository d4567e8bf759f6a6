import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Trigram indexes for the staff searches (name, e-mail, phone with ILIKE '%…%'), which otherwise
 * scan every registration. A server that refuses the pg_trgm extension keeps working without them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
      RAISE NOTICE 'pg_trgm is not available: staff searches will scan the registrations table';
    END $$;
  `)
  await db.execute(sql`
    DO $$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX IF NOT EXISTS registrations_full_name_trgm ON registrations USING gin (full_name gin_trgm_ops);
        CREATE INDEX IF NOT EXISTS registrations_email_trgm ON registrations USING gin (email gin_trgm_ops);
        CREATE INDEX IF NOT EXISTS registrations_phone_trgm ON registrations USING gin (phone gin_trgm_ops);
      END IF;
    END $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS registrations_full_name_trgm;
    DROP INDEX IF EXISTS registrations_email_trgm;
    DROP INDEX IF EXISTS registrations_phone_trgm;
  `)
}
