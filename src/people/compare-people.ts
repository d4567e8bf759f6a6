import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'
import { AppError } from '@/platform/http/app-error'

import { PERSON_LINKED_TABLES, type PersonLinkedTable } from './person-links'

export type ComparedPerson = {
  id: number
  fullName: string
  emails: string[]
  phones: string[]
  household: { id: number; name: string } | null
  firstSeenAt: string | null
  firstSeenVia: string | null
  createdAt: string
  mergedInto: number | null
  anonymisedAt: string | null
  /** How many rows of each kind are about them. */
  linked: Record<PersonLinkedTable, number>
}

/** Two people side by side, for an admin deciding whether to merge them: their details and what is about each. */
export async function comparePeople(payload: Payload, ids: readonly [number, number]): Promise<ComparedPerson[]> {
  const counts = PERSON_LINKED_TABLES.map(
    (table) => `'${table}', (SELECT count(*) FROM ${table} t WHERE t.person_id = p.id)`,
  )
  const { rows } = await poolOf(payload).query<{ person: ComparedPerson }>(
    `SELECT json_build_object('id', p.id, 'fullName', p.full_name,
        'emails', coalesce((SELECT json_agg(e.email ORDER BY e._order) FROM people_emails e WHERE e._parent_id = p.id), '[]'),
        'phones', coalesce((SELECT json_agg(f.phone ORDER BY f._order) FROM people_phones f WHERE f._parent_id = p.id), '[]'),
        'household', (SELECT json_build_object('id', h.id, 'name', h.name) FROM households h WHERE h.id = p.household_id),
        'firstSeenAt', p.first_seen_at, 'firstSeenVia', p.first_seen_via, 'createdAt', p.created_at,
        'mergedInto', p.merged_into_id, 'anonymisedAt', p.anonymised_at,
        'linked', json_build_object(${counts.join(', ')})) AS person
     FROM people p WHERE p.id = ANY($1::int[])`,
    [ids],
  )
  const byId = new Map(rows.map((row) => [row.person.id, row.person]))
  const people = ids.map((id) => byId.get(id))
  if (people.some((person) => !person)) throw new AppError('not-found', 'One of these people does not exist.')
  return people as ComparedPerson[]
}
