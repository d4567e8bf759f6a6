import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { GENERIC_FAILURE } from '@/lib/form-response'

import { withTransaction } from '@/server/transaction'

import { json, readPublicForm } from './respond'

export type PublicFormCollection = 'foundation-school-applications' | 'prayer-requests' | 'visit-plans'

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
  /** Anything else the submission records, in the same transaction (the prayer form's consent). */
  afterStore?: (req: PayloadRequest, doc: Record<string, unknown>) => Promise<void>
}): Endpoint {
  return {
    path: '/submit',
    method: 'post',
    handler: async (req) => {
      const read = await readPublicForm(req, { form, schema })
      if ('response' in read) return read.response
      const { website, ...data } = read.input as { website?: string } & Record<string, unknown>
      if (website) return json({ ok: true })

      try {
        await withTransaction(req, async () => {
          // Visitors cannot create these over the API at all: this endpoint is the only way in, and it
          // passes exactly the validated fields, so the override is deliberate.
          const doc = await req.payload.create({ collection: collection as CollectionSlug, data: data as never, overrideAccess: true, req })
          if (afterStore) await afterStore(req, doc as unknown as Record<string, unknown>)
          await req.payload.jobs.queue({ task: 'sendFormNotifications', input: { collection, submissionId: doc.id as number }, req })
        })
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `Saving a ${form} submission failed` })
        return json({ ok: false, message: GENERIC_FAILURE }, 500)
      }
      return json({ ok: true })
    },
  }
}
