import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'
import { describeScheduledMessage } from '../describe-scheduled-message'

/** GET /api/scheduled-messages/status?id=: due time, counts and a preview for the first person (admins). */
export const scheduledMessageStatusEndpoint = defineEndpoint({
  path: '/status',
  method: 'get',
  caller: ['admin'],
  query: z.object({ id: z.coerce.number().int().positive() }),
  handler: ({ req, query }) => describeScheduledMessage(req.payload, query.id),
})
