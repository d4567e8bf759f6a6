import type { Payload } from 'payload'
import type pg from 'pg'

import { GIVEN_KEY_SQL, SURNAME_KEY_SQL } from '@/migrations/20261127_021800_people_duplicate_pairs'
import { inPoolTransaction } from '@/platform/database/in-pool-transaction'
import { poolOf } from '@/platform/database/pool'

import { givenNameEquivalents } from './rules/nicknames'
import { MIN_DUPLICATE_SCORE, scoreDuplicate, type DuplicateReason } from './rules/score-duplicate'

export type DuplicatePair = {
  a: { id: number; fullName: string }
  b: { id: number; fullName: string }
  score: number
  reasons: DuplicateReason[]
}

export type DuplicatesPage = { pairs: DuplicatePair[]; page: number; totalPairs: number; totalPages: number }

const DUPLICATES_PER_PAGE = 25

/** The memory a full refresh may hash in (60,000 people need about 60 MB). */
const WORK_MEM = '128MB'

/**
 * A key or a name more than this many live people share (the church office's address, a family's
 * landline, a very common name) is no evidence that two of them are one, and pairing everyone in it
 * would grow with the square of the group: such groups are left out.
 */
const MAX_GROUP = 20

/** More stale people than this and the refresh recomputes every pair (one pass) rather than theirs. */
const FULL_REFRESH_AT = 2_000

const LIVE = `merged_into_id IS NULL AND anonymised_at IS NULL`
const key = (sql: string, table: string) => sql.replaceAll('full_name', `${table}.full_name`)

/**
 * The people whose pairs a refresh recomputes, from the stale ones (`$1`): the live stale people and
 * everyone who may pair with them or whose group they changed: those sharing an address or phone key
 * (groups of at most one more than MAX_GROUP: a larger group is no evidence before or after), the same
 * surname and the same given name or a short form (`$2`, `$3`), or the same surname in a surname of
 * at most one more than MAX_GROUP people (the similar names block). Found through the key indexes.
 */
const AFFECTED_SQL = `
  WITH stale AS (
    SELECT id, ${GIVEN_KEY_SQL} AS given, ${SURNAME_KEY_SQL} AS surname FROM people WHERE id = ANY($1::int[]) AND ${LIVE}
  ), variants AS (
    SELECT s.id, s.surname, s.given AS variant FROM stale s
    UNION SELECT s.id, s.surname, k.same FROM stale s JOIN unnest($2::text[], $3::text[]) AS k(name, same) ON k.name = s.given
  )
  SELECT id FROM stale
  UNION
  SELECT other._parent_id FROM people_emails mine JOIN people_emails other ON other.key = mine.key
  WHERE mine._parent_id = ANY($1::int[]) AND mine.key IS NOT NULL
    AND (SELECT count(*) FROM people_emails c WHERE c.key = mine.key) <= ${MAX_GROUP + 1}
  UNION
  SELECT other._parent_id FROM people_phones mine JOIN people_phones other ON other.key = mine.key
  WHERE mine._parent_id = ANY($1::int[]) AND mine.key IS NOT NULL
    AND (SELECT count(*) FROM people_phones c WHERE c.key = mine.key) <= ${MAX_GROUP + 1}
  UNION
  SELECT p.id FROM variants v JOIN people p ON ${key(SURNAME_KEY_SQL, 'p')} = v.surname
  WHERE ${key(SURNAME_KEY_SQL, 'p')} = ANY(ARRAY(SELECT surname FROM stale))
    AND p.${LIVE.replace(' AND ', ' AND p.')} AND (${key(GIVEN_KEY_SQL, 'p')} = v.variant
    OR (SELECT count(*) FROM people c WHERE ${key(SURNAME_KEY_SQL, 'c')} = v.surname) <= ${MAX_GROUP + 1})`

/**
 * `name`: the live people's (`$3`) keys in `table` (their addresses or phones), and `shared_name`:
 * those of them in a key at most MAX_GROUP rows share, counted over the whole table through its key index
 * (the caller closes the second step).
 */
const contactKeys = (name: string, table: string) => `${name} AS MATERIALIZED (
    SELECT DISTINCT _parent_id AS pid, key FROM ${table}
    WHERE key IS NOT NULL AND ($3::int[] IS NULL OR _parent_id = ANY($3::int[])) AND _parent_id IN (SELECT id FROM live)
  ), shared_${name} AS MATERIALIZED (
    SELECT * FROM ${name} WHERE key IN (
      SELECT key FROM ${table} WHERE key = ANY(ARRAY(SELECT key FROM ${name})) GROUP BY key HAVING count(*) <= ${MAX_GROUP})`

/**
 * The pairs of live people (`$3`: among these only; everyone when null) who could be one, each with
 * its evidence, found by equality joins on blocking keys (hashed: nobody is compared with everyone,
 * and each group is at most MAX_GROUP people, counted over the whole database through the indexes):
 * - a shared address key, or a shared phone key;
 * - the same surname and the same given name or a known short form of it (`$1`, `$2`: the pairs of
 *   equivalent given names, people/rules/nicknames);
 * - the same surname and names alike by pg_trgm (people_name_similarity ≥ SIMILAR), inside a surname;
 * and, over those pairs, whether two of their addresses are one typing mistake apart on the same
 * domain (levenshtein, where the server has fuzzystrmatch) and how alike the names are.
 */
const SIMILAR = 0.5

const CANDIDATE_PAIRS_SQL = `
  WITH live AS MATERIALIZED (
    SELECT id, full_name, ${GIVEN_KEY_SQL} AS given, ${SURNAME_KEY_SQL} AS surname FROM people
    WHERE ${LIVE} AND ($3::int[] IS NULL OR id = ANY($3::int[]))
  ), name_counts AS MATERIALIZED (
    SELECT ${GIVEN_KEY_SQL} AS given, ${SURNAME_KEY_SQL} AS surname, count(*) AS n FROM people
    WHERE ${LIVE} AND ($3::int[] IS NULL OR ${SURNAME_KEY_SQL} = ANY(ARRAY(SELECT DISTINCT surname FROM live)))
    GROUP BY 1, 2
  ), surname_counts AS (
    SELECT surname, sum(n) AS n FROM name_counts GROUP BY surname
  ), ${contactKeys('emails', 'people_emails')}
  ), ${contactKeys('phones', 'people_phones')}
  ), names AS MATERIALIZED (
    SELECT l.id, l.given, l.surname FROM live l JOIN name_counts c USING (given, surname) WHERE c.n <= ${MAX_GROUP}
  ), given_variants AS (
    SELECT id, surname, given AS variant FROM names
    UNION ALL
    SELECT n.id, n.surname, k.same FROM names n JOIN unnest($1::text[], $2::text[]) AS k(name, same) ON k.name = n.given
  ), surname_block AS MATERIALIZED (
    SELECT l.id, l.surname, l.full_name FROM live l JOIN surname_counts c USING (surname) WHERE c.n <= ${MAX_GROUP}
  ), evidence AS (
    SELECT a.pid AS a, b.pid AS b, 'email' AS kind FROM shared_emails a JOIN shared_emails b ON a.key = b.key AND a.pid < b.pid
    UNION ALL
    SELECT a.pid, b.pid, 'phone' FROM shared_phones a JOIN shared_phones b ON a.key = b.key AND a.pid < b.pid
    UNION ALL
    SELECT a.id, b.id, 'name' FROM given_variants a JOIN names b
      ON a.surname = b.surname AND a.variant = b.given AND a.id < b.id
    UNION ALL
    SELECT a.id, b.id, 'similar' FROM surname_block a JOIN surname_block b ON a.surname = b.surname AND a.id < b.id
    WHERE people_name_similarity(a.full_name, b.full_name) >= ${SIMILAR}
  ), pairs AS MATERIALIZED (
    SELECT a, b, bool_or(kind = 'email') AS shares_email, bool_or(kind = 'phone') AS shares_phone
    FROM evidence GROUP BY a, b
  ), first_addresses AS MATERIALIZED (
    -- Each pair's first person's addresses, before the second's are joined on (pair and domain), so
    -- that no step pairs every address of a domain with every other.
    SELECT p.a, p.b, ea.key FROM pairs p JOIN emails ea ON ea.pid = p.a WHERE NOT p.shares_email
  ), typos AS (
    SELECT DISTINCT f.a, f.b FROM first_addresses f JOIN emails eb ON eb.pid = f.b
      AND split_part(eb.key, '@', 2) = split_part(f.key, '@', 2) AND eb.key <> f.key
    WHERE people_email_distance(f.key, eb.key) = 1
  )
  SELECT p.a, p.b, pa.full_name AS name_a, pb.full_name AS name_b, p.shares_email, p.shares_phone,
    t.a IS NOT NULL AS email_typo, people_name_similarity(pa.full_name, pb.full_name) AS name_similarity
  FROM pairs p JOIN live pa ON pa.id = p.a JOIN live pb ON pb.id = p.b
  LEFT JOIN typos t ON t.a = p.a AND t.b = p.b`

type EvidenceRow = {
  a: number
  b: number
  name_a: string
  name_b: string
  shares_email: boolean
  shares_phone: boolean
  email_typo: boolean
  name_similarity: number
}

const REFRESH_LOCK = 'people-duplicate-pairs'

/**
 * Brings the kept pairs (people_duplicate_pairs) up to date with every change since the last refresh
 * (people_duplicates_stale, filled by triggers), in one transaction, one refresh at a time: the
 * pairs of the stale people and of everyone who may pair with them are deleted and found again
 * (CANDIDATE_PAIRS_SQL among them), each scored by the rules (people/rules/score-duplicate) and
 * kept from the least score. A change that commits while this runs is stale for the next one.
 */
async function refreshDuplicatePairs(payload: Payload): Promise<void> {
  await inPoolTransaction(poolOf(payload), async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [REFRESH_LOCK])
    const stale = [
      ...new Set(
        (await client.query<{ id: number }>('DELETE FROM people_duplicates_stale RETURNING person_id AS id')).rows.map(
          (row) => row.id,
        ),
      ),
    ]
    if (stale.length) await recomputePairs(client, stale)
  })
}

async function recomputePairs(client: pg.PoolClient, stale: number[]): Promise<void> {
  const { names, equivalents } = givenNameEquivalents()
  let among: number[] | null = null
  if (stale.length > FULL_REFRESH_AT) {
    await client.query('DELETE FROM people_duplicate_pairs')
  } else {
    among = (await client.query<{ id: number }>(AFFECTED_SQL, [stale, names, equivalents])).rows.map((row) => row.id)
    await client.query(
      `DELETE FROM people_duplicate_pairs WHERE person_a_id = ANY($1::int[]) OR person_b_id = ANY($1::int[])
         OR (person_a_id = ANY($2::int[]) AND person_b_id = ANY($2::int[]))`,
      [stale, among],
    )
    if (!among.length) return
  }
  // Every join hashes (misestimated row counts of the steps must never turn one into a loop that
  // rescans a step per row: that took minutes over a few hundred people), in memory, for this
  // statement only.
  await client.query(`SET LOCAL work_mem = '${WORK_MEM}'`)
  await client.query('SET LOCAL enable_mergejoin = off')
  await client.query('SET LOCAL enable_nestloop = off')
  const { rows } = await client.query<EvidenceRow>(CANDIDATE_PAIRS_SQL, [names, equivalents, among])
  await client.query('RESET enable_nestloop')
  await client.query('RESET enable_mergejoin')
  const scored = rows
    .map((row) => ({
      row,
      ...scoreDuplicate({
        nameA: row.name_a,
        nameB: row.name_b,
        sharesEmail: row.shares_email,
        sharesPhone: row.shares_phone,
        emailTypo: row.email_typo,
        nameSimilarity: Number(row.name_similarity),
      }),
    }))
    .filter((pair) => pair.score >= MIN_DUPLICATE_SCORE)
  await client.query(
    `INSERT INTO people_duplicate_pairs (person_a_id, person_b_id, score, reasons)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[])
     ON CONFLICT (person_a_id, person_b_id) DO UPDATE SET score = excluded.score, reasons = excluded.reasons`,
    [
      scored.map((pair) => pair.row.a),
      scored.map((pair) => pair.row.b),
      scored.map((pair) => pair.score),
      scored.map((pair) => pair.reasons.join(',')),
    ],
  )
}

type PairRow = { a: number; b: number; name_a: string; name_b: string; score: number; reasons: string }

const PAIRS_SQL = (where: string) => `
  SELECT p.person_a_id AS a, p.person_b_id AS b, pa.full_name AS name_a, pb.full_name AS name_b, p.score, p.reasons
  FROM people_duplicate_pairs p JOIN people pa ON pa.id = p.person_a_id JOIN people pb ON pb.id = p.person_b_id
  WHERE ${where}
    AND NOT EXISTS (SELECT 1 FROM people_distinct d WHERE d.person_a_id = p.person_a_id AND d.person_b_id = p.person_b_id)
  ORDER BY p.score DESC, p.person_b_id DESC, p.person_a_id DESC`

const toPair = (row: PairRow): DuplicatePair => ({
  a: { id: row.a, fullName: row.name_a },
  b: { id: row.b, fullName: row.name_b },
  score: row.score,
  reasons: row.reasons.split(',') as DuplicateReason[],
})

/**
 * The possible duplicates among given people (a person's own, or those a test made), or every one,
 * highest score first (newest pair first among equals), never a pair an admin said is not one.
 */
export async function readDuplicatePairs(
  payload: Payload,
  among: readonly number[] | null = null,
): Promise<DuplicatePair[]> {
  await refreshDuplicatePairs(payload)
  const { rows } = await poolOf(payload).query<PairRow>(
    PAIRS_SQL(`($1::int[] IS NULL OR (p.person_a_id = ANY($1::int[]) AND p.person_b_id = ANY($1::int[])))`),
    [among ? [...among] : null],
  )
  return rows.map(toPair)
}

/** One page of the possible duplicates, read in score order through the kept pairs' index. */
export async function listDuplicates(payload: Payload, page = 1): Promise<DuplicatesPage> {
  await refreshDuplicatePairs(payload)
  const pool = poolOf(payload)
  // Every kept pair less those marked not the same (few: looked up through the pairs' key).
  const { rows: counted } = await pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM people_duplicate_pairs)::int - (SELECT count(*) FROM people_distinct d
       WHERE EXISTS (SELECT 1 FROM people_duplicate_pairs p WHERE p.person_a_id = d.person_a_id AND p.person_b_id = d.person_b_id))::int AS n`,
  )
  const totalPairs = counted[0]!.n
  const totalPages = Math.max(1, Math.ceil(totalPairs / DUPLICATES_PER_PAGE))
  const current = Math.min(Math.max(1, page), totalPages)
  const { rows } = await pool.query<PairRow>(`${PAIRS_SQL('true')} LIMIT $1 OFFSET $2`, [
    DUPLICATES_PER_PAGE,
    (current - 1) * DUPLICATES_PER_PAGE,
  ])
  return { pairs: rows.map(toPair), page: current, totalPairs, totalPages }
}
