import type { Payload, TaskConfig } from 'payload'

import { sendEmails } from '@/platform/email'
import { siteUrl } from '@/platform/env'
import { poolOf } from '@/platform/database/pool'
import { scheduleOnce } from '@/platform/database/schedule-once'

import { buildDigest, type DigestCard } from './rules/digest'

/** The path of the My follow-ups view. */
const MY_FOLLOW_UPS_PATH = '/admin/my-follow-ups'

type Row = DigestCard & { assignee_id: number; email: string; full_name: string | null }

/**
 * Sends each staff member one e-mail listing their open cards that are new since yesterday or
 * overdue (a snoozed card waits until its snooze ends). Staff with neither get none. It reads the
 * person's name, the list and the step: nothing from the form that brought them.
 */
export async function sendFollowUpDigest(payload: Payload, now = new Date()): Promise<{ sent: number }> {
  const { rows } = await poolOf(payload).query<Row>(
    `SELECT c.assignee_id, u.email, u.full_name, p.full_name AS "personName", l.name AS "listName",
            coalesce((SELECT s.title FROM follow_up_lists_steps s WHERE s._parent_id = l.id ORDER BY s._order OFFSET c.step LIMIT 1), '') AS "stepTitle",
            c.due_at AS "dueAt",
            c.created_at > $1::timestamptz - interval '1 day' AS "isNew",
            (c.due_at < $1 AND (c.snoozed_until IS NULL OR c.snoozed_until <= $1)) AS "isOverdue"
     FROM follow_up_cards c
     JOIN users u ON u.id = c.assignee_id
     JOIN people p ON p.id = c.person_id
     JOIN follow_up_lists l ON l.id = c.list_id
     WHERE c.status = 'open' AND u.role = 'admin'
       AND (c.created_at > $1::timestamptz - interval '1 day'
            OR (c.due_at < $1 AND (c.snoozed_until IS NULL OR c.snoozed_until <= $1)))
     ORDER BY c.assignee_id, c.due_at NULLS LAST, c.id`,
    [now.toISOString()],
  )
  const byStaff = new Map<number, Row[]>()
  for (const row of rows) byStaff.set(row.assignee_id, [...(byStaff.get(row.assignee_id) ?? []), row])
  const messages = [...byStaff.values()].map((cards) => ({
    to: cards[0]!.email,
    ...buildDigest({
      name: cards[0]!.full_name ?? '',
      cards: cards.map((card) => ({ ...card, dueAt: card.dueAt ? new Date(card.dueAt).toISOString() : null })),
      url: `${siteUrl()}${MY_FOLLOW_UPS_PATH}`,
    }),
  }))
  if (!messages.length) return { sent: 0 }
  const results = await sendEmails(payload, messages)
  const failed = results.filter((result) => !result.isSent)
  if (failed.length) throw new Error(`${failed.length} follow-up digest e-mail(s) failed`)
  return { sent: messages.length }
}

/** Every morning at 07:00 (server time), through the jobs queue, once however many servers run. */
export const sendFollowUpDigestTask: TaskConfig<'sendFollowUpDigest'> = {
  slug: 'sendFollowUpDigest',
  schedule: [{ cron: '0 0 7 * * *', queue: 'default', hooks: scheduleOnce }],
  handler: async ({ req }) => {
    await sendFollowUpDigest(req.payload)
    return { output: {} }
  },
}
