import type { PayloadRequest } from 'payload'

import { poolOf } from '@/platform/database/pool'
import { AppError } from '@/platform/http/app-error'

/**
 * Remembers that two people are not the same person, so the pair never shows in the possible
 * duplicates again. Stored once per pair, the lower id first; marking a pair again changes nothing.
 */
export async function markNotSamePerson(req: PayloadRequest, one: number, other: number): Promise<{ isNew: boolean }> {
  if (one === other) throw new AppError('invalid', 'Choose two different people.')
  const [a, b] = one < other ? [one, other] : [other, one]
  const { rows } = await poolOf(req.payload).query<{ id: number }>(
    `INSERT INTO people_distinct (person_a_id, person_b_id, marked_by_id, marked_at, updated_at, created_at)
     SELECT $1, $2, $3, now(), now(), now()
     WHERE (SELECT count(*) FROM people WHERE id IN ($1, $2)) = 2
     ON CONFLICT (person_a_id, person_b_id) DO NOTHING RETURNING id`,
    [a, b, req.user ? Number(req.user.id) : null],
  )
  if (rows.length) return { isNew: true }
  const { rows: existing } = await poolOf(req.payload).query(
    `SELECT 1 FROM people_distinct WHERE person_a_id = $1 AND person_b_id = $2`,
    [a, b],
  )
  if (!existing.length) throw new AppError('not-found', 'One of these people does not exist.')
  return { isNew: false }
}
