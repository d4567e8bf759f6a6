import type { Queryable } from '@/platform/database/pool'

import type { PersonCandidate } from './rules/match-person'

/**
 * The SQL of the people a submission could be (those sharing its address key, or its phone key), each
 * with its address and phone keys and how alike its name is (people_name_similarity: pg_trgm where the server has it), oldest first: what
 * matchPerson decides from. `$email`, `$phone` and `$name` are the statement's own parameters, so a
 * statement can read them beside what else it reads (the registration form reads them with the
 * person's earlier registration in one round trip).
 */
export const personCandidatesSql = ({ email, phone, name }: { email: string; phone: string; name: string }) => `
  (SELECT coalesce(json_agg(json_build_object('id', p.id, 'fullName', p.full_name, 'householdId', p.household_id,
      'emailKeys', coalesce((SELECT json_agg(e.key) FROM people_emails e WHERE e._parent_id = p.id AND e.key IS NOT NULL), '[]'),
      'phoneKeys', coalesce((SELECT json_agg(f.key) FROM people_phones f WHERE f._parent_id = p.id AND f.key IS NOT NULL), '[]'),
      'nameSimilarity', people_name_similarity(p.full_name, ${name}),
      'household', coalesce((SELECT json_agg(json_build_object('id', h.id, 'fullName', h.full_name) ORDER BY h.id) FROM people h
        WHERE h.household_id = p.household_id AND h.merged_into_id IS NULL), '[]')) ORDER BY p.id), '[]'::json)
    FROM people p
    WHERE p.merged_into_id IS NULL AND p.anonymised_at IS NULL AND p.id IN (
      SELECT _parent_id FROM people_emails WHERE ${email}::varchar IS NOT NULL AND key = ${email}::varchar
      UNION SELECT _parent_id FROM people_phones WHERE ${phone}::varchar IS NOT NULL AND key = ${phone}::varchar))`

/** The people a submission could be, on their own (see personCandidatesSql). */
export async function readPersonCandidates(
  db: Queryable,
  details: { emailKey: string | null; phoneKey: string | null; fullName: string },
): Promise<PersonCandidate[]> {
  const { rows } = await db.query<{ candidates: PersonCandidate[] }>({
    name: 'people-candidates',
    text: `SELECT ${personCandidatesSql({ email: '$1', phone: '$2', name: '$3' })} AS candidates`,
    values: [details.emailKey, details.phoneKey, details.fullName],
  })
  return rows[0]!.candidates
}
