import type { PayloadRequest } from 'payload'

import { normaliseEmail } from '@/platform/data/normalise'
import { recordConsent } from './record-consent'
import { syncConsentFlags } from './sync-consent-flags'
import { withTransaction } from '@/platform/database/with-transaction'

const UNSUBSCRIBE_SOURCE = 'unsubscribe link'

/** Puts an address on the suppression list, once (two clicks at once record it once). */
export async function suppressAddress(req: PayloadRequest, email: string, source: string): Promise<void> {
  const address = normaliseEmail(email)
  const { totalDocs } = await req.payload.count({
    collection: 'suppressions',
    where: { email: { equals: address } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  // The suppression list is admin-only over the API; the person's own signed link adds to it here.
  await req.payload.create({ collection: 'suppressions', data: { email: address, source }, overrideAccess: true, req })
}

/**
 * Stops every message to the address: on the suppression list (so it outlives any registration),
 * and every registration with it brought in line, in one transaction with `alongside` (what else
 * the caller records). Two at once for one address (two clicks, two bounces) add it once.
 */
export async function suppressEverywhere(
  req: PayloadRequest,
  { email, source, alongside }: { email: string; source: string; alongside?: () => Promise<unknown> },
): Promise<void> {
  const attempt = () =>
    withTransaction(req, async () => {
      await alongside?.()
      await suppressAddress(req, email, source)
      await syncConsentFlags(req, email)
    })
  try {
    await attempt()
  } catch (error) {
    // The other one added the suppression entry; this one retries after it.
    if (!/unique|duplicate/i.test(String((error as Error).message))) throw error
    await attempt()
  }
}

/** The unsubscribe link: a withdrawn e-mail consent record, and the address suppressed everywhere. */
export async function unsubscribeEmail(req: PayloadRequest, email: string): Promise<void> {
  await suppressEverywhere(req, {
    email,
    source: UNSUBSCRIBE_SOURCE,
    alongside: () =>
      recordConsent(req, { email, entries: [{ channel: 'email', action: 'withdrawn' }], source: 'unsubscribe-link' }),
  })
}
