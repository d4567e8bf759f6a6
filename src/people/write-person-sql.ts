/**
 * How a statement locks a person it found: FOR SHARE when it only names them, FOR NO KEY UPDATE when it
 * may also change their row. A statement must take the stronger lock first: two statements each holding
 * a share lock on one person, each then updating them, wait for each other until PostgreSQL ends one
 * of them as a deadlock (a second later, undoing its work).
 */
type PersonLock = 'FOR SHARE' | 'FOR NO KEY UPDATE'

/** The person `id` names, locked until the transaction ends, or the one they have been merged into; `id` itself when it names nobody. */
const livePerson = (id: string, lock: PersonLock = 'FOR SHARE') =>
  `coalesce((SELECT coalesce(m.merged_into_id, m.id) FROM people m WHERE m.id = ${id} ${lock}), ${id})`

/**
 * The CTEs that make a matched person real inside one statement, for the statement's own rows to
 * name: `person` holds the person's id (the one found, or one new), and a new address or phone of
 * theirs is added, once: a person holds each key once (the unique index of
 * 20261129_004002_one_address_per_person), so two forms adding it at once add one row. Parameters are the statement's (SQL expressions):
 * - `found`: the id of the person found, or NULL for someone new;
 * - `name`, `email`, `emailKey`, `phone`, `phoneKey`, `at`, `via`: who they are, when and how first seen;
 * - `household`: the household a new person joins (their family's), or NULL.
 * One spelling for every writer: the registration form's statement embeds it, and resolvePerson
 * sends it alone inside the caller's transaction.
 *
 * A person found is locked (shared) and followed to whom they were merged into: a merge locks both
 * people, so a form matched before a merge either writes first (and the merge then moves its rows) or
 * waits for it and names the kept person; nothing is left with a merged-away person.
 */
export const writePersonCtes = (p: {
  found: string
  name: string
  email: string
  emailKey: string
  phone: string
  phoneKey: string
  at: string
  via: string
  household: string
  /** How the person found is locked (FOR SHARE unless the statement changes their row). */
  lock?: PersonLock
}) => `person_id AS (
        SELECT coalesce(${livePerson(`${p.found}::integer`, p.lock)}, nextval(pg_get_serial_sequence('people', 'id'))::integer) AS id,
          ${p.found}::integer IS NULL AS is_new
      ), new_person AS (
        INSERT INTO people (id, full_name, household_id, first_seen_at, first_seen_via, updated_at, created_at)
        SELECT id, ${p.name}::varchar, ${p.household}::integer, ${p.at}::timestamptz, ${p.via}::enum_people_first_seen_via, ${p.at}::timestamptz, ${p.at}::timestamptz
        FROM person_id WHERE is_new
        RETURNING id
      ), person_email AS (
        INSERT INTO people_emails (_order, _parent_id, id, email, key)
        SELECT coalesce((SELECT max(_order) FROM people_emails WHERE _parent_id = person_id.id), 0) + 1, person_id.id,
          substr(md5(random()::text || clock_timestamp()::text), 1, 24), ${p.email}::varchar, ${p.emailKey}::varchar
        FROM person_id WHERE ${p.emailKey}::varchar IS NOT NULL
        ON CONFLICT (key, _parent_id) DO NOTHING
        RETURNING id
      ), person_phone AS (
        INSERT INTO people_phones (_order, _parent_id, id, phone, key)
        SELECT coalesce((SELECT max(_order) FROM people_phones WHERE _parent_id = person_id.id), 0) + 1, person_id.id,
          substr(md5(random()::text || clock_timestamp()::text), 1, 24), ${p.phone}::varchar, ${p.phoneKey}::varchar
        FROM person_id WHERE ${p.phoneKey}::varchar IS NOT NULL
        ON CONFLICT (key, _parent_id) DO NOTHING
        RETURNING id
      )`

/**
 * The CTEs that make a registration's people real: the booker (as writePersonCtes) and the people they
 * bring, the group's household (found, or `new`), and the booker put in it when they had none. Beyond
 * writePersonCtes' parameters: `household` (an id or NULL), `newHousehold` (a boolean) and `brought`
 * (a jsonb list of { ord, full_name, person_id }: each person brought, found or NULL for someone new).
 * `brought_people` then holds each one's id by `ord`.
 *
 * The household is the booker's own as their locked row has it, whatever was read before the statement:
 * two bookings at once by someone with no household each read "none" and ask for a new one; the first
 * to lock the booker makes it and puts them in it, and the second, waiting on that lock, is handed the
 * row as the first committed it, so its group joins that household rather than making another.
 */
export const writeRegistrationPeopleCtes = (
  p: Omit<Parameters<typeof writePersonCtes>[0], 'household'> & {
    household: string
    newHousehold: string
    brought: string
  },
) => `booker_now AS (
        SELECT m.household_id FROM people m WHERE m.id = ${p.found}::integer AND m.merged_into_id IS NULL FOR NO KEY UPDATE
      ), household AS (
        SELECT coalesce((SELECT household_id FROM booker_now), CASE WHEN ${p.newHousehold}::boolean THEN nextval(pg_get_serial_sequence('households', 'id'))::integer ELSE ${p.household}::integer END) AS id,
          ${p.newHousehold}::boolean AND (SELECT household_id FROM booker_now) IS NULL AS is_new
      ), new_household AS (
        INSERT INTO households (id, name, updated_at, created_at)
        SELECT id, ${p.name}::varchar || '''s household', ${p.at}::timestamptz, ${p.at}::timestamptz FROM household WHERE is_new
        RETURNING id
      ), ${writePersonCtes({ ...p, household: '(SELECT id FROM household)', lock: 'FOR NO KEY UPDATE' })}, booker_household AS (
        UPDATE people SET household_id = (SELECT id FROM household), updated_at = ${p.at}::timestamptz
        WHERE id = (SELECT id FROM person_id WHERE NOT is_new) AND household_id IS NULL AND (SELECT id FROM household) IS NOT NULL
        RETURNING id
      ), brought_people AS (
        SELECT b.ord, coalesce(${livePerson('b.person_id')}, nextval(pg_get_serial_sequence('people', 'id'))::integer) AS id, b.person_id IS NULL AS is_new, b.full_name
        FROM jsonb_to_recordset(${p.brought}::jsonb) AS b(ord integer, full_name varchar, person_id integer)
      ), new_brought AS (
        INSERT INTO people (id, full_name, household_id, first_seen_at, first_seen_via, updated_at, created_at)
        SELECT id, full_name, (SELECT id FROM household), ${p.at}::timestamptz, 'brought-along', ${p.at}::timestamptz, ${p.at}::timestamptz
        FROM brought_people WHERE is_new
        RETURNING id
      )`

/**
 * The CTEs of writeRegistrationPeopleCtes that write. Each returns the ids it wrote, so that a statement
 * can read them all to have its people written before something else (PostgreSQL runs a writing CTE no
 * one reads only once the statement's own query is done).
 */
export const REGISTRATION_PEOPLE_WRITES = [
  'new_household',
  'new_person',
  'person_email',
  'person_phone',
  'booker_household',
  'new_brought',
] as const
