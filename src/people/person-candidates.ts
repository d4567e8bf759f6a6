import type { Queryable } from '@/platform/database/pool'

import type { PersonCandidate } from './rules/match-person'

/**
 * How many of the people sharing one address or one phone a submission is compared with: the earliest
 * seen. A family or a household shares a key among a few; a key that hundreds share (an office phone,
 * a form filled in again and again with one address) is no better evidence for the hundred-and-first,
 * and reading every one of them on each submission made each form slower than the last. Someone new
 * past the first few is a new person: at worst a duplicate, never a wrong join.
 * A household's members, whom the people a booker brings are matched among, are read the same way.
 */
export const CANDIDATES_PER_KEY = 20

/**
 * The first CANDIDATES_PER_KEY people who hold `key` in `table`, read in key order from its (key, person)
 * index alone: how many share the key, and the statistics the planner has of them, never change the
 * cost. Anonymising a person deletes their addresses and phones with their name (privacy/apply-retention),
 * so nobody anonymised holds a key. A record merged into someone is read too: its name and addresses
 * are still that person's, so a form sent as it was (the name the merge did not keep) joins them.
 */
const firstSharing = (table: 'people_emails' | 'people_phones', key: string) => `
  (SELECT k._parent_id FROM ${table} k
    WHERE ${key}::varchar IS NOT NULL AND k.key = ${key}::varchar
    ORDER BY k._parent_id LIMIT ${CANDIDATES_PER_KEY})`

/**
 * Of a candidate's keys in `table`, the submission's own `key` when they hold it (as a JSON list):
 * all that matchPerson compares. Reading every key a person holds made a person known under many
 * addresses slower to match with each one added.
 */
const heldKey = (table: 'people_emails' | 'people_phones', key: string) => `
  CASE WHEN ${key}::varchar IS NOT NULL AND EXISTS (SELECT 1 FROM ${table} k WHERE k.key = ${key}::varchar AND k._parent_id = p.id)
    THEN json_build_array(${key}::varchar) ELSE '[]'::json END`

/**
 * A parameter the planner may not look into: it plans for any value, so the statement's plan is the
 * same for every submission and PostgreSQL keeps one plan per connection. Seen through, the keys make
 * each execution's own plan look cheaper (a key shared by few, no phone given) and the statement was
 * planned afresh on every submission: 0.6 ms of planning for 0.2 ms of reading.
 */
const opaque = (parameter: string) => `(SELECT ${parameter}::varchar)`

/**
 * The SQL of the people a submission could be (the first few sharing its address key, or its phone key), each
 * with which of the two it holds (heldKey) and how alike its name is (people_name_similarity: pg_trgm where the server has it), oldest first: what
 * matchPerson decides from. A merged-away record stands for the person it was merged into (their id and
 * household, its own name and keys). `$email`, `$phone` and `$name` are the statement's own parameters, so a
 * statement can read them beside what else it reads (the registration form reads them with the
 * person's earlier registration in one round trip).
 */
export const personCandidatesSql = (keys: { email: string; phone: string; name: string }) => {
  const email = opaque(keys.email)
  const phone = opaque(keys.phone)
  const name = keys.name
  return `
  (SELECT coalesce(json_agg(json_build_object('id', coalesce(live.id, p.id), 'fullName', p.full_name,
      'householdId', hh.id,
      'emailKeys', ${heldKey('people_emails', email)},
      'phoneKeys', ${heldKey('people_phones', phone)},
      'nameSimilarity', people_name_similarity(p.full_name, ${name}),
      'household', CASE WHEN hh.id IS NULL THEN '[]'::json ELSE coalesce((SELECT json_agg(json_build_object('id', h.id, 'fullName', h.full_name) ORDER BY h.id)
        FROM (SELECT h.id, h.full_name FROM people h WHERE h.household_id = hh.id AND h.merged_into_id IS NULL
          ORDER BY h.id LIMIT ${CANDIDATES_PER_KEY}) h), '[]') END) ORDER BY p.id), '[]'::json)
    FROM people p LEFT JOIN people live ON live.id = p.merged_into_id AND live.anonymised_at IS NULL
      CROSS JOIN LATERAL (SELECT CASE WHEN live.id IS NULL THEN p.household_id ELSE live.household_id END AS id) hh
    WHERE (p.merged_into_id IS NULL OR live.id IS NOT NULL) AND p.anonymised_at IS NULL AND p.id IN (${firstSharing('people_emails', email)} UNION ${firstSharing('people_phones', phone)}))`
}

/** The candidates' read on its own: its values are the submission's address key, phone key and name. */
export const PERSON_CANDIDATES_STATEMENT = {
  name: 'people-candidates',
  text: `SELECT ${personCandidatesSql({ email: '$1', phone: '$2', name: '$3' })} AS candidates`,
}

type CandidateKeys = { emailKey: string | null; phoneKey: string | null; fullName: string }

/** PERSON_CANDIDATES_STATEMENT's values for a submission. */
export const personCandidatesValues = (details: CandidateKeys) => [details.emailKey, details.phoneKey, details.fullName]

/** The people a submission could be, on their own (see personCandidatesSql). */
export async function readPersonCandidates(db: Queryable, details: CandidateKeys): Promise<PersonCandidate[]> {
  const { rows } = await db.query<{ candidates: PersonCandidate[] }>({
    ...PERSON_CANDIDATES_STATEMENT,
    values: personCandidatesValues(details),
  })
  return rows[0]!.candidates
}
