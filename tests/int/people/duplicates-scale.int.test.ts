import { describe, expect, it } from 'vitest'

import { DUPLICATES_PER_PAGE, listDuplicates } from '@/people'
import { poolOf } from '@/platform/database/pool'

import { testPayload } from '../../helpers/payload'

const GIVEN = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Grace',
  'Thomas',
  'Sarah',
]

/**
 * The duplicates list at a large church's size: 60,000 people, a tenth of them sharing an address with
 * a relative and some typed twice. Its first page comes from the indexes, never from comparing everyone
 * with everyone, so it answers quickly.
 */
describe('possible duplicates among 60,000 people', () => {
  it('answers the first page in under two seconds', async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    const { rows } = await pool.query<{ first: number }>(
      `WITH made AS (
         INSERT INTO people (full_name, first_seen_at, first_seen_via)
         SELECT (ARRAY[${GIVEN.map((name) => `'${name}'`).join(',')}])[1 + g % ${GIVEN.length}] || ' ' ||
           initcap(substr(md5('surname' || (g / 2)), 1, 8)), now(), 'staff'
         FROM generate_series(1, 60000) g ORDER BY g RETURNING id
       ) SELECT min(id) AS first FROM made`,
    )
    const first = Number(rows[0]!.first)
    // An address each, shared by every pair of relatives (same surname) for one in ten; a phone each.
    await pool.query(
      `INSERT INTO people_emails (_order, _parent_id, id, email, key)
       SELECT 1, id, md5('e' || id), k, k FROM (
         SELECT id, substr(md5(CASE WHEN (id - $1) % 20 < 2 THEN 'family' || ((id - $1) / 2) ELSE 'person' || id END), 1, 12) || '@example.org' AS k
         FROM people WHERE id >= $1) AS e`,
      [first],
    )
    await pool.query(
      `INSERT INTO people_phones (_order, _parent_id, id, phone, key)
       SELECT 1, id, md5('p' || id), '07' || lpad(id::text, 9, '0'), right('07' || lpad(id::text, 9, '0'), 10) FROM people WHERE id >= $1`,
      [first],
    )
    await pool.query('ANALYZE people; ANALYZE people_emails; ANALYZE people_phones')

    const started = performance.now()
    const page = await listDuplicates(payload, 1)
    const took = performance.now() - started
    // Gone again, so that no other test pages through them.
    await pool.query(`DELETE FROM people WHERE id BETWEEN $1 AND $1 + 59999`, [first])
    expect(page.pairs).toHaveLength(DUPLICATES_PER_PAGE)
    expect(page.totalPairs).toBeGreaterThanOrEqual(3000)
    process.stdout.write(`duplicates first page: ${Math.round(took)} ms\n`)
    expect(took).toBeLessThan(2000)
  }, 120_000)
})
