import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

import { sortMyCards, type MyCard } from './rules/my-cards'

export type MyCardRow = MyCard & { step: number; stepCount: number }

/** The signed-in staff member's open cards, overdue first (rules/my-cards), with each one's current step. */
export async function readMyCards(payload: Payload, userId: number, now = new Date()): Promise<MyCardRow[]> {
  const { rows } = await poolOf(payload).query<MyCardRow>(
    `SELECT c.id, p.full_name AS "personName", l.name AS "listName", c.step::int AS step,
            coalesce((SELECT s.title FROM follow_up_lists_steps s WHERE s._parent_id = l.id ORDER BY s._order OFFSET c.step LIMIT 1), '') AS "stepTitle",
            (SELECT count(*)::int FROM follow_up_lists_steps s WHERE s._parent_id = l.id) AS "stepCount",
            to_char(c.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dueAt",
            to_char(c.snoozed_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "snoozedUntil"
     FROM follow_up_cards c
     JOIN people p ON p.id = c.person_id
     JOIN follow_up_lists l ON l.id = c.list_id
     WHERE c.assignee_id = $1 AND c.status = 'open'
     LIMIT 500`,
    [userId],
  )
  return sortMyCards(rows, now)
}
