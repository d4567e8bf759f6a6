import type { PayloadRequest } from 'payload'

import { flagsFrom, readConsent, type ConsentSnapshot } from './read-consent'

/**
 * Brings every registration with the address in line with its consent records and the
 * suppression list. The registrations' hook derives the same flags, so no further record is added.
 * A caller that has just read the address's consent passes it as `known`.
 */
export async function syncConsentFlags(req: PayloadRequest, email: string, known?: ConsentSnapshot): Promise<void> {
  const snapshot = known ?? (await readConsent(req.payload, email, req))
  const flags = flagsFrom(snapshot)
  // Registrations are staff-only; this server-side update writes exactly the derived flags.
  await req.payload.update({
    collection: 'registrations',
    where: {
      and: [
        { email: { equals: snapshot.email } },
        {
          or: [
            { consentEmail: { not_equals: flags.consentEmail } },
            { consentSms: { not_equals: flags.consentSms } },
            { emailSuppressed: { not_equals: snapshot.isSuppressed } },
          ],
        },
      ],
    },
    data: { ...flags, emailSuppressed: snapshot.isSuppressed },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
