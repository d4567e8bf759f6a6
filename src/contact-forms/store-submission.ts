import type { CollectionSlug, PayloadRequest } from 'payload'

import { withTransaction } from '@/platform/database/with-transaction'

/** The collections a public form stores its submissions in. */
export type PublicFormCollection = 'foundation-school-applications' | 'prayer-requests' | 'visit-plans'

/** Anything else a submission records, in the same transaction (the prayer form's consent). */
export type AfterStore = (req: PayloadRequest, doc: Record<string, unknown>) => Promise<void>

/** Stores a validated submission and queues its notification e-mails, in one transaction. */
export async function storeSubmission(
  req: PayloadRequest,
  {
    collection,
    data,
    afterStore,
  }: { collection: PublicFormCollection; data: Record<string, unknown>; afterStore?: AfterStore },
): Promise<void> {
  await withTransaction(req, async () => {
    // Visitors cannot create these over the API at all: the form's endpoint is the only way in, and it
    // passes exactly the validated fields, so the override is deliberate.
    const doc = await req.payload.create({
      collection: collection as CollectionSlug,
      data: data as never,
      overrideAccess: true,
      req,
    })
    if (afterStore) await afterStore(req, doc as unknown as Record<string, unknown>)
    await req.payload.jobs.queue({
      task: 'sendFormNotifications',
      input: { collection, submissionId: doc.id as number },
      req,
    })
  })
}
