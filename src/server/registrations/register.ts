import type { PayloadRequest } from 'payload'

import { describeConsent } from '@/lib/consent'
import { identityKey } from '@/lib/registration-identity'
import type { RegistrationInput } from '@/lib/schemas/registration'
import { withTransaction } from '@/server/transaction'

export const REGISTRATION_SOURCE = 'event-registration-form'

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? error)) || (error as { code?: string })?.code === '23505'

/**
 * Stores a registration (or updates the person's earlier one) and queues the confirmation e-mail in
 * the same transaction: either both happen or neither does.
 */
export async function registerForEvent(req: PayloadRequest, input: Omit<RegistrationInput, 'website'>): Promise<void> {
  const { payload } = req
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const context = {
    consentWording: describeConsent({ churchName: settings.churchName ?? 'The church', consentEmail: input.consentEmail, consentSms: input.consentSms }),
    consentSource: REGISTRATION_SOURCE,
  }
  const publicFields = {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone ?? null,
    attendanceChoice: input.attendanceChoice,
    consentEmail: input.consentEmail,
    consentSms: input.consentSms,
  }

  const attempt = () =>
    withTransaction(req, async () => {
      // Deliberate override: the server looks for the person's earlier registration, which visitors cannot read.
      const { docs } = await payload.find({
        collection: 'registrations',
        where: { identityKey: { equals: identityKey(input.email, input.fullName) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { fullName: true },
        req,
      })
      const registration = docs[0]
        ? // Visitors cannot update registrations, so the override is deliberate; only public fields are passed.
          await payload.update({ collection: 'registrations', id: docs[0].id, data: publicFields, overrideAccess: true, context, req })
        : await payload.create({ collection: 'registrations', data: publicFields, overrideAccess: false, context, req })
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
