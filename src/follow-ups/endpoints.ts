import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'
import { AppError } from '@/platform/http/app-error'

import { workCard } from './work-card'

const cardId = z.coerce.number().int().positive()
const idOf = (value: unknown) => {
  const id = cardId.safeParse(value)
  if (!id.success) throw new AppError('not-found', 'There is no such follow-up card.')
  return id.data
}

/** POST /api/follow-up-cards/:id/tick, /snooze and /remove: working a card, for admins (who follow people up). */
export const followUpCardEndpoints = [
  defineEndpoint({
    path: '/:id/tick',
    method: 'post',
    caller: ['admin'],
    handler: ({ req }) => workCard(req, idOf(req.routeParams?.id), { action: 'tick' }),
  }),
  defineEndpoint({
    path: '/:id/snooze',
    method: 'post',
    caller: ['admin'],
    body: z.object({ until: z.iso.date({ error: 'Give the date to snooze until.' }) }),
    handler: ({ req, body }) =>
      workCard(req, idOf(req.routeParams?.id), { action: 'snooze', until: new Date(`${body.until}T00:00:00Z`) }),
  }),
  defineEndpoint({
    path: '/:id/remove',
    method: 'post',
    caller: ['admin'],
    body: z.object({ reason: z.string().trim().min(1, 'Say why the card is removed.').max(1000) }),
    handler: ({ req, body }) => workCard(req, idOf(req.routeParams?.id), { action: 'remove', reason: body.reason }),
  }),
]
