import type { PayloadRequest } from 'payload'

import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'

import type { FollowUpRule } from './rules/follow-up-rules'

/**
 * Puts `person` on every follow-up list that has `rule` turned on, in the caller's transaction, and
 * returns the new cards' ids. Idempotent: a person never has two open cards from one rule in one list
 * (the partial unique index follow_up_cards_open_rule, so two triggers at once make one card), and
 * the first check-in rule adds a card once ever. A list still without steps gets none.
 */
export async function addRuleCards(req: PayloadRequest, { person, rule }: { person: number; rule: FollowUpRule }) {
  return withTransaction(req, async () => {
    const client = await transactionClient(req)
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO follow_up_cards (list_id, person_id, step, assignee_id, due_at, status, rule, updated_at, created_at)
       SELECT l.id, $1::int, 0, l.assignee_id, now() + make_interval(days => l.due_in_days::int), 'open', $2::text::enum_follow_up_cards_rule, now(), now()
       FROM follow_up_lists l
       WHERE EXISTS (SELECT 1 FROM follow_up_lists_rules r WHERE r.parent_id = l.id AND r.value::text = $2::text)
         AND EXISTS (SELECT 1 FROM follow_up_lists_steps s WHERE s._parent_id = l.id)
         AND ($2::text <> 'first-checkin' OR NOT EXISTS (
           SELECT 1 FROM follow_up_cards c WHERE c.list_id = l.id AND c.person_id = $1::int AND c.rule = 'first-checkin'))
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [person, rule],
    )
    return rows.map((row) => row.id)
  })
}
