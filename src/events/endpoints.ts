import { defineEndpoint } from '@/platform/http/endpoint'
import { json } from '@/platform/http/respond'
import { z } from 'zod'
import { duplicateEvent } from './duplicate-event'

const duplicateBody = z.object({
  id: z.coerce.number().int().positive(),
  firstDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the first day of the new event.'),
  title: z.string().trim().max(200).optional(),
})

/** POST /api/events/duplicate: copies an event as a draft whose first session falls on `firstDate`. */
export const duplicateEventEndpoint = defineEndpoint({
  path: '/duplicate',
  method: 'post',
  caller: ['admin', 'editor'],
  body: duplicateBody,
  handler: async ({ req, body }) => json(await duplicateEvent(req, body), 201),
})
