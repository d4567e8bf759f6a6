import type { PayloadRequest } from 'payload'

import { AppError } from '@/platform/http/app-error'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'

import type { FollowUpStatus } from './rules/follow-up-rules'
import { tickStep } from './rules/work-card'

export type CardAction = { action: 'tick' } | { action: 'snooze'; until: Date } | { action: 'remove'; reason: string }

export type WorkedCard = { id: number; step: number; status: FollowUpStatus; snoozedUntil: string | null }

/**
 * Works a card: ticks its current step done (the last one completes it), snoozes it until a later
 * date, or removes it with a reason; each is recorded in its history with who and when. The card's
 * row is locked first, so two staff ticking at once move it one step each, in turn, never both from
 * the same step. Only an open card can be worked.
 */
export async function workCard(req: PayloadRequest, id: number, change: CardAction): Promise<WorkedCard> {
  return withTransaction(req, async () => {
    const client = await transactionClient(req)
    const { rows } = await client.query<{ step: number; status: FollowUpStatus; list_id: number }>(
      'SELECT step::int AS step, status, list_id FROM follow_up_cards WHERE id = $1 FOR UPDATE',
      [id],
    )
    const row = rows[0]
    if (!row) throw new AppError('not-found', 'There is no such follow-up card.')
    if (row.status !== 'open') throw new AppError('conflict', `This card is already ${row.status}.`)
    const card = await req.payload.findByID({
      collection: 'follow-up-cards',
      id,
      depth: 0,
      overrideAccess: true,
      select: { history: true },
      req,
    })
    const now = new Date()
    const by = req.user?.collection === 'users' ? req.user.id : null
    const history = [...(card.history ?? [])]
    let data: Record<string, unknown>
    if (change.action === 'tick') {
      const list = await req.payload.findByID({
        collection: 'follow-up-lists',
        id: row.list_id,
        depth: 0,
        overrideAccess: true,
        select: { steps: true },
        req,
      })
      const moved = tickStep({ step: row.step, status: row.status }, list.steps?.length ?? 0)
      history.push({
        at: now.toISOString(),
        by,
        action: 'tick',
        fromStep: moved.fromStep,
        toStep: moved.toStep,
      } as never)
      data = {
        status: moved.status,
        step: moved.toStep ?? row.step,
        snoozedUntil: null,
        ...(moved.status === 'done' ? { completedAt: now.toISOString() } : {}),
      }
    } else if (change.action === 'snooze') {
      if (!(change.until > now)) throw new AppError('invalid', 'Snooze the card until a date in the future.')
      history.push({
        at: now.toISOString(),
        by,
        action: 'snooze',
        note: `Until ${change.until.toISOString()}`,
      } as never)
      data = { snoozedUntil: change.until.toISOString() }
    } else {
      const reason = change.reason.trim()
      if (!reason) throw new AppError('invalid', 'Say why the card is removed.')
      history.push({ at: now.toISOString(), by, action: 'remove', fromStep: row.step, note: reason } as never)
      data = { status: 'removed', removalReason: reason }
    }
    const updated = await req.payload.update({
      collection: 'follow-up-cards',
      id,
      data: { ...data, history } as never,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return {
      id,
      step: updated.step,
      status: updated.status as FollowUpStatus,
      snoozedUntil: updated.snoozedUntil ?? null,
    }
  })
}
