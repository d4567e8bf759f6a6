import type { Endpoint } from 'payload'
import type { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'

import { storeSubmission, type AfterStore, type PublicFormCollection } from './store-submission'

/**
 * POST /api/<collection>/submit, the one path for the church's public forms: rate limit, honeypot,
 * validation, then the stored submission and its notification job in one transaction.
 */
export function publicFormEndpoint<Schema extends z.ZodType<{ website?: string }>>({
  form,
  collection,
  schema,
  afterStore,
}: {
  form: string
  collection: PublicFormCollection
  schema: Schema
  afterStore?: AfterStore
}): Endpoint {
  return defineEndpoint({
    path: '/submit',
    method: 'post',
    caller: 'public-form',
    form,
    body: schema,
    handler: async ({ req, body }) => {
      const { website, ...data } = body as { website?: string } & Record<string, unknown>
      // A filled honeypot is a bot: it is answered like a success and nothing is stored.
      if (!website) await storeSubmission(req, { collection, data, afterStore })
      return { ok: true }
    },
  })
}
