import type { PayloadRequest } from 'payload'

import { PUBLIC_FORM_CONTEXT } from '@/access'
import { CONSENT_VERSION, consentWording } from '@/lib/consent'
import { identityKey, repeatRegistrationChanges } from '@/lib/registration-identity'
import type { RegistrationInput } from '@/lib/schemas/registration'
import type { Registration } from '@/payload-types'
import { recordConsent, type ConsentEntry } from '@/server/consent/record-consent'
import { withTransaction } from '@/server/transaction'
import { readChurchName } from '@/server/settings/read-church-name'

export const REGISTRATION_SOURCE = 'event-registration-form' as const

type PublicFields = { fullName: string; email: string; phone: string | null; attendanceChoice: RegistrationInput['attendanceChoice'] }
type EarlierRegistration = Pick<Registration, 'id' | 'phone' | 'attendanceChoice' | 'cancelledAt'>

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? error)) || (error as { code?: string })?.code === '23505'

/**
 * Stores a registration (or adds to the person's earlier one) and queues the confirmation e-mail in
 * the same transaction: either both happen or neither does. New, repeated and cancelled
 * registrations get the same answer, so the form tells nobody what is stored.
 */
export async function registerForEvent(req: PayloadRequest, input: Omit<RegistrationInput, 'website'>): Promise<void> {
  const { payload } = req
  // The wording names the church; it is read only when there is consent to record.
  const wording = input.consentEmail || input.consentSms ? consentWording(await readChurchName(payload, req)) : null
  /*
   * Only a ticked box is recorded. An unticked box on a repeat registration is not a withdrawal:
   * PECR needs a positive opt-in, which an unticked box never is, but it does not turn silence into
   * an opt-out either, and family members share an address (one of them not ticking must not
   * withdraw another's consent). Withdrawal is one click away in every message's footer.
   */
  const consents: ConsentEntry[] = [
    ...(input.consentEmail && wording ? [{ channel: 'email' as const, action: 'given' as const, wording: wording.email, wordingVersion: CONSENT_VERSION }] : []),
    ...(input.consentSms && wording ? [{ channel: 'sms' as const, action: 'given' as const, wording: wording.sms, wordingVersion: CONSENT_VERSION }] : []),
  ]
  const publicFields: PublicFields = {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone ?? null,
    attendanceChoice: input.attendanceChoice,
  }

  const attempt = () =>
    withTransaction(req, async () => {
      // The registration's consent flags are derived from these records by its own hook.
      if (consents.length) await recordConsent(req, { email: input.email, entries: consents, source: REGISTRATION_SOURCE })
      // Deliberate override: the server looks for the person's earlier registration, which visitors cannot read.
      const { docs } = await payload.find({
        collection: 'registrations',
        where: { identityKey: { equals: identityKey(input.email, input.fullName) } },
        limit: 1,
        // Only the row is wanted: no count query for a page total.
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { phone: true, attendanceChoice: true, cancelledAt: true },
        req,
      })
      const registration = docs[0] ? await addToEarlierRegistration(req, docs[0], publicFields) : await createAsTheForm(req, publicFields)
      await payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId: registration.id }, req })
    })

  try {
    await attempt()
  } catch (error) {
    // Two submissions of the same person at once: the second finds the first's row on retry.
    if (!isUniqueViolation(error)) throw error
    await attempt()
  }
}

/**
 * The same name and e-mail again: days are added and an empty phone filled, nothing else (see
 * repeatRegistrationChanges). A cancelled registration stays cancelled; its confirmation job tells
 * the address's owner so, with the private link that can restore it.
 */
async function addToEarlierRegistration(req: PayloadRequest, earlier: EarlierRegistration, submitted: PublicFields) {
  const changes = earlier.cancelledAt ? {} : repeatRegistrationChanges(earlier, submitted)
  if (!Object.keys(changes).length) return earlier
  // Visitors cannot update registrations, so the override is deliberate; only the additions are passed.
  return req.payload.update({ collection: 'registrations', id: earlier.id, data: changes, overrideAccess: true, depth: 0, req })
}

/** The visitor's create, admitted as the form's own (see PUBLIC_FORM_CONTEXT), with field access still applied. */
async function createAsTheForm(req: PayloadRequest, data: PublicFields) {
  req.context[PUBLIC_FORM_CONTEXT] = true
  try {
    return await req.payload.create({ collection: 'registrations', data, overrideAccess: false, req })
  } finally {
    delete req.context[PUBLIC_FORM_CONTEXT]
  }
}
