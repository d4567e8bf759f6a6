import type { Payload } from 'payload'

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

/** The memory the duplicates statement may sort and hash in (60,000 people need about 60 MB). */
const WORK_MEM = '128MB'

type Row = {
  a: number
  b: number
  name_a: string
  name_b: string
  shares_email: boolean
  shares_phone: boolean
  email_typo: boolean
  name_similarity: number
}

/**
 * A key or a name more than this many live people share (the church office's address, a family's
 * landline, a very common name) is no evidence that two of them are one, and pairing everyone in it
 * would grow with the square of the group: such groups are left out.
 */
const MAX_GROUP = 20

/** A name's first and last words, lower case (people/rules/person-name scores the pairs found exactly). */
const GIVEN = `lower(split_part(btrim(full_name), ' ', 1))`
const SURNAME = `lower(reverse(split_part(reverse(btrim(full_name)), ' ', 1)))`

/**
 * The pairs of live people (neither merged nor anonymised) who could be one, never a pair an admin
 * said is not, each found by an equality join (hashed: nobody is compared with everyone):
 * - a shared address key, or a shared phone key;
 * - the same surname and the same given name or a known short form of it (`$1`, `$2`: the pairs of
 *   equivalent given names, people/rules/nicknames).
 * Keys and names shared by more than MAX_GROUP people are left out.
 * Over those pairs: whether two of their addresses are one typing mistake apart on the same domain
 * (levenshtein, where the server has fuzzystrmatch), and how alike the names are (pg_trgm).
 */
const CANDIDATE_PAIRS_SQL = `
  WITH live AS MATERIALIZED (
    SELECT id, full_name FROM people WHERE merged_into_id IS NULL AND anonymised_at IS NULL
      AND ($3::int[] IS NULL OR id = ANY($3::int[]))
  ), emails AS (
    SELECT pid, key FROM (
      SELECT DISTINCT e._parent_id AS pid, e.key FROM people_emails e JOIN live ON live.id = e._parent_id WHERE e.key IS NOT NULL
    ) k WHERE key IN (SELECT key FROM people_emails WHERE key IS NOT NULL GROUP BY key HAVING count(*) <= ${MAX_GROUP})
  ), phones AS (
    SELECT pid, key FROM (
      SELECT DISTINCT f._parent_id AS pid, f.key FROM people_phones f JOIN live ON live.id = f._parent_id WHERE f.key IS NOT NULL
    ) k WHERE key IN (SELECT key FROM people_phones WHERE key IS NOT NULL GROUP BY key HAVING count(*) <= ${MAX_GROUP})
  ), all_names AS (
    SELECT id, ${GIVEN} AS given, ${SURNAME} AS surname FROM live
  ), names AS MATERIALIZED (
    SELECT id, given, surname FROM all_names
    WHERE (given, surname) IN (SELECT given, surname FROM all_names GROUP BY given, surname HAVING count(*) <= ${MAX_GROUP})
  ), given_variants AS (
    SELECT id, surname, given AS variant FROM names
    UNION ALL
    SELECT n.id, n.surname, k.same FROM names n JOIN unnest($1::text[], $2::text[]) AS k(name, same) ON k.name = n.given
    -- Only the short forms someone has: the rest could meet nobody.
    WHERE k.same IN (SELECT given FROM names)
  ), evidence AS (
    SELECT a.pid AS a, b.pid AS b, 'email' AS kind FROM emails a JOIN emails b ON a.key = b.key AND a.pid < b.pid
    UNION ALL
    SELECT a.pid, b.pid, 'phone' FROM phones a JOIN phones b ON a.key = b.key AND a.pid < b.pid
    UNION ALL
    SELECT a.id, b.id, 'name' FROM given_variants a JOIN names b
      ON a.surname = b.surname AND a.variant = b.given AND a.id < b.id
  ), pairs AS (
    SELECT a, b, bool_or(kind = 'email') AS shares_email, bool_or(kind = 'phone') AS shares_phone
    FROM evidence GROUP BY a, b
  )
  SELECT p.a, p.b, pa.full_name AS name_a, pb.full_name AS name_b, p.shares_email, p.shares_phone,
    EXISTS (SELECT 1 FROM people_emails ea JOIN people_emails eb
      ON split_part(ea.key, '@', 2) = split_part(eb.key, '@', 2) AND ea.key <> eb.key
      WHERE ea._parent_id = p.a AND eb._parent_id = p.b AND people_email_distance(ea.key, eb.key) = 1) AS email_typo,
    people_name_similarity(pa.full_name, pb.full_name) AS name_similarity
  FROM pairs p JOIN live pa ON pa.id = p.a JOIN live pb ON pb.id = p.b
  WHERE NOT EXISTS (SELECT 1 FROM people_distinct d WHERE d.person_a_id = p.a AND d.person_b_id = p.b)`

/**
 * Every possible duplicate, highest score first (newest pair first among equals): each pair's
 * evidence is found in SQL and scored by the rules (people/rules/score-duplicate), those below the
 * least score left out.
 */
export async function readDuplicatePairs(
  payload: Payload,
  // Only pairs among these people (a person's own possible duplicates); every live person when absent.
  among: readonly number[] | null = null,
): Promise<DuplicatePair[]> {
  const { names, equivalents } = givenNameEquivalents()
  const client = await poolOf(payload).connect()
  let rows: Row[]
  try {
    // The joins hash in memory rather than sort (on disk), for this statement only.
    await client.query('BEGIN READ ONLY')
    await client.query(`SET LOCAL work_mem = '${WORK_MEM}'`)
    await client.query('SET LOCAL enable_mergejoin = off')
    rows = (await client.query<Row>(CANDIDATE_PAIRS_SQL, [names, equivalents, among ? [...among] : null])).rows
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
  return rows
    .map((row) => {
      const { score, reasons } = scoreDuplicate({
        nameA: row.name_a,
        nameB: row.name_b,
        sharesEmail: row.shares_email,
        sharesPhone: row.shares_phone,
        emailTypo: row.email_typo,
        nameSimilarity: Number(row.name_similarity),
      })
      return { a: { id: row.a, fullName: row.name_a }, b: { id: row.b, fullName: row.name_b }, score, reasons }
    })
    .filter((pair) => pair.score >= MIN_DUPLICATE_SCORE)
    .sort((x, y) => y.score - x.score || y.b.id - x.b.id || y.a.id - x.a.id)
}

/** One page of the possible duplicates (readDuplicatePairs). */
export async function listDuplicates(payload: Payload, page = 1): Promise<DuplicatesPage> {
  const scored = await readDuplicatePairs(payload)
  const totalPages = Math.max(1, Math.ceil(scored.length / DUPLICATES_PER_PAGE))
  const current = Math.min(Math.max(1, page), totalPages)
  return {
    pairs: scored.slice((current - 1) * DUPLICATES_PER_PAGE, current * DUPLICATES_PER_PAGE),
    page: current,
    totalPairs: scored.length,
    totalPages,
  }
}
