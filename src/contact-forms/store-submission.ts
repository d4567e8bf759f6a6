import type { CollectionSlug, PayloadRequest } from 'payload'

import { resolvePerson, type SeenVia } from '@/people'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'

/** The collections a public form stores its submissions in. */
export type PublicFormCollection = 'foundation-school-applications' | 'prayer-requests' | 'visit-plans'

type Fields = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/** Who each form's submission is from, and how the church first sees someone who sends it. */
const SENDER: Record<
  PublicFormCollection,
  { via: SeenVia; who: (data: Fields) => { fullName: string; email: string | null; phone: string | null } }
> = {
  'visit-plans': {
    via: 'plan-a-visit',
    who: (data) => ({ fullName: String(data.name), email: text(data.email), phone: text(data.mobile) }),
  },
  'foundation-school-applications': {
    via: 'foundation-school',
    who: (data) => ({ fullName: String(data.fullName), email: text(data.email), phone: text(data.mobile) }),
  },
  'prayer-requests': {
    via: 'prayer-request',
    who: (data) => ({ fullName: String(data.fullName), email: text(data.email), phone: text(data.phone) }),
  },
}

/** Anything else a submission records, in the same transaction (the prayer form's consent). */
export type AfterStore = (req: PayloadRequest, doc: Record<string, unknown>) => Promise<void>

/** Stores a validated submission, linked to the person who sent it, and queues its notification e-mails, in one transaction. */
export async function storeSubmission(
  req: PayloadRequest,
  {
    collection,
    data,
    afterStore,
  }: { collection: PublicFormCollection; data: Record<string, unknown>; afterStore?: AfterStore },
): Promise<void> {
  await withTransaction(req, async () => {
    const sender = SENDER[collection]
    const person = await resolvePerson(await transactionClient(req), sender.who(data), {
      at: new Date(),
      via: sender.via,
    })
    // Visitors cannot create these over the API at all: the form's endpoint is the only way in, and it
    // passes exactly the validated fields (and the person the server found), so the override is deliberate.
    const doc = await req.payload.create({
      collection: collection as CollectionSlug,
      data: { ...data, person } as never,
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
