import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

import {
  MIN_DUPLICATE_SCORE,
  SIMILAR_NAME_THRESHOLD,
  scoreDuplicate,
  type DuplicateReason,
} from './rules/score-duplicate'

export type DuplicatePair = {
  a: { id: number; fullName: string }
  b: { id: number; fullName: string }
  score: number
  reasons: DuplicateReason[]
}

export type DuplicatesPage = { pairs: DuplicatePair[]; page: number; totalPairs: number; totalPages: number }

export const DUPLICATES_PER_PAGE = 25

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
 * The pairs of live people (neither merged nor anonymised) who could be one, never a pair an admin
 * said is not: only pairs that share an address key or a phone key, whose addresses are one typing
 * mistake apart on the same domain (a deletion from each meets: a hash join, then levenshtein where the
 * server has it), or whose names are alike by pg_trgm's `%` (the trigram index on names). Nobody is
 * compared with everyone.
 */
const candidatePairsSql = (hasTrigrams: boolean) => `
  WITH live AS (
    SELECT id, full_name FROM people WHERE merged_into_id IS NULL AND anonymised_at IS NULL
  ), emails AS (
    SELECT DISTINCT e._parent_id AS pid, e.key, split_part(e.key, '@', 1) AS local, split_part(e.key, '@', 2) AS domain
    FROM people_emails e JOIN live ON live.id = e._parent_id WHERE e.key IS NOT NULL
  ), phones AS (
    SELECT DISTINCT f._parent_id AS pid, f.key FROM people_phones f JOIN live ON live.id = f._parent_id WHERE f.key IS NOT NULL
  ), variants AS (
    SELECT pid, key, domain, local AS variant FROM emails WHERE length(local) >= 4
    UNION ALL
    SELECT pid, key, domain, overlay(local PLACING '' FROM i FOR 1) FROM emails, generate_series(1, length(local)) AS i
    WHERE length(local) >= 4
  ), evidence AS (
    SELECT a.pid AS a, b.pid AS b, 'email' AS kind FROM emails a JOIN emails b ON a.key = b.key AND a.pid < b.pid
    UNION ALL
    SELECT a.pid, b.pid, 'phone' FROM phones a JOIN phones b ON a.key = b.key AND a.pid < b.pid
    UNION ALL
    SELECT a.pid, b.pid, 'typo' FROM variants a JOIN variants b
      ON a.domain = b.domain AND a.variant = b.variant AND a.pid < b.pid AND a.key <> b.key
    WHERE people_email_distance(a.key, b.key) = 1
    UNION ALL
    ${
      hasTrigrams
        ? `SELECT a.id, b.id, 'name' FROM live a JOIN live b ON lower(a.full_name) % lower(b.full_name) AND a.id < b.id`
        : `SELECT a.id, b.id, 'name' FROM live a JOIN live b ON lower(a.full_name) = lower(b.full_name) AND a.id < b.id`
    }
  ), pairs AS (
    SELECT a, b, bool_or(kind = 'email') AS shares_email, bool_or(kind = 'phone') AS shares_phone,
      bool_or(kind = 'typo') AS email_typo
    FROM evidence GROUP BY a, b
  )
  SELECT p.a, p.b, pa.full_name AS name_a, pb.full_name AS name_b, p.shares_email, p.shares_phone, p.email_typo,
    people_name_similarity(pa.full_name, pb.full_name) AS name_similarity
  FROM pairs p JOIN live pa ON pa.id = p.a JOIN live pb ON pb.id = p.b
  WHERE NOT EXISTS (SELECT 1 FROM people_distinct d WHERE d.person_a_id = p.a AND d.person_b_id = p.b)`

/**
 * One page of the possible duplicates, highest score first (newest pair first among equals): each
 * pair's evidence is found in SQL and scored by the rules (people/rules/score-duplicate), those below
 * the least score left out.
 */
export async function listDuplicates(payload: Payload, page = 1): Promise<DuplicatesPage> {
  const client = await poolOf(payload).connect()
  let rows: Row[]
  try {
    await client.query('BEGIN READ ONLY')
    const { rows: extensions } = await client.query<{ has: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS has`,
    )
    const hasTrigrams = extensions[0]!.has
    // `%` is pg_trgm's "similar" at this threshold: the one the rules call similar, for this statement only.
    if (hasTrigrams) await client.query(`SET LOCAL pg_trgm.similarity_threshold = ${SIMILAR_NAME_THRESHOLD}`)
    rows = (await client.query<Row>(candidatePairsSql(hasTrigrams))).rows
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
  const scored = rows
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
  const totalPages = Math.max(1, Math.ceil(scored.length / DUPLICATES_PER_PAGE))
  const current = Math.min(Math.max(1, page), totalPages)
  return {
    pairs: scored.slice((current - 1) * DUPLICATES_PER_PAGE, current * DUPLICATES_PER_PAGE),
    page: current,
    totalPairs: scored.length,
    totalPages,
  }
}
