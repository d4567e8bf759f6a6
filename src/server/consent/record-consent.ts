import type { PayloadRequest } from 'payload'

import type { ConsentAction, ConsentChannel, ConsentPurpose, ConsentSource } from '@/lib/consent'
import { normaliseEmail } from '@/lib/normalise'
import type { ConsentRecord } from '@/payload-types'

export type ConsentEntry = {
  channel: ConsentChannel
  action: ConsentAction
  purpose?: ConsentPurpose
  /** The exact words the person saw; none for a staff edit or an API write. */
  wording?: string | null
  wordingVersion?: string | null
}

type Staff = { id: number | string; email?: string | null } | null

/**
 * Adds one consent record per entry, all stamped with the same time and source. Records are never
 * edited afterwards. It writes records only: whoever calls it brings the registrations' flags up to
 * date (see syncConsentFlags). Returns the records it added.
 */
export async function recordConsent(
  req: PayloadRequest,
  { email, entries, source, staff = null }: { email: string; entries: ConsentEntry[]; source: ConsentSource; staff?: Staff },
): Promise<ConsentRecord[]> {
  const recordedAt = new Date().toISOString()
  const address = normaliseEmail(email)
  const added: ConsentRecord[] = []
  for (const entry of entries) {
    // Nobody creates consent records over the API: the server is their only author.
    const record = await req.payload.create({
      collection: 'consent-records',
      data: {
        email: address,
        channel: entry.channel,
        purpose: entry.purpose ?? 'marketing',
        action: entry.action,
        recordedAt,
        wording: entry.wording ?? null,
        wordingVersion: entry.wording ? (entry.wordingVersion ?? null) : null,
        source,
        staffUser: staff ? Number(staff.id) : null,
        staffEmail: staff?.email ?? null,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    added.push(record)
  }
  return added
}
