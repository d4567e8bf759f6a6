import type { Payload, Where } from 'payload'

import type { AnswerFilter } from './rules/answer-filters'
import { poolOf } from '@/platform/database/pool'

/** Matches no registration: ids start at 1. */
const NOTHING: Where = { id: { equals: 0 } }

/**
 * The registrations of one event that gave an answer, as a `where` on their ids. Payload's queries
 * on a json field match a path's values anywhere in the array, never "the answer to this question
 * is that option" within one stored answer, so the jsonpath is written here. Sensitive answers are
 * searched too: the table is an admin's, as is the field. A several-choices answer matches any of
 * its options.
 */
export async function answerFilterWhere(payload: Payload, eventId: number, filter: AnswerFilter): Promise<Where> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT id FROM registrations
     WHERE event_id = $1
       AND jsonb_path_exists(coalesce(answers, '[]'::jsonb) || coalesce(sensitive_answers, '[]'::jsonb), '$[*] ? (@.key == $key && @.value[*] == $value)', jsonb_build_object('key', $2::text, 'value', $3::jsonb))`,
    [eventId, filter.key, JSON.stringify(filter.value)],
  )
  return rows.length ? { id: { in: rows.map((row) => Number(row.id)) } } : NOTHING
}
