import type { TaskConfig } from 'payload'

import { churchNameOf } from '@/site'
import { buildPlaceOfferEmail, buildPlaceOfferSms } from './emails/place-offer'
import { relationId } from '@/platform/data/relation-id'
import { recordSentMessages } from '@/platform/delivery/record-sent-messages'
import { sendEmail } from '@/platform/email'
import { siteUrl } from '@/platform/env'
import { readRegistrationEvent, sessionsOf } from '@/events'
import { messageLinksFor } from '@/consent'
import { smsTransport } from '@/platform/sms'

import { placeOfferTokenFor } from './offer-token'

/**
 * Sends one waiting-list offer. The link's token is made here from the entry (see offer-token.ts),
 * so it never sits in the jobs table, and a retry sends the very same message under the same
 * idempotency key: the outbox and Resend deliver it once. An offer already answered or lapsed is not sent.
 *
 * An offer is a service message about the person's own booking, like its confirmation: it goes by
 * e-mail whatever their marketing consent, and by SMS too when the registration has a phone number
 * and its address is not on the suppression list (someone who asked for no messages at all gets the
 * e-mail alone). A person brought along has no contact details: the offer goes to their booker.
 */
export const sendPlaceOfferTask: TaskConfig<'sendPlaceOffer'> = {
  slug: 'sendPlaceOffer',
  retries: 3,
  inputSchema: [{ name: 'entryId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const entry = await payload.findByID({
      collection: 'waiting-list',
      id: input.entryId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!entry || entry.status !== 'offered' || !entry.offerExpiresAt) return { output: {} }
    const person = await payload.findByID({
      collection: 'registrations',
      id: relationId(entry.registration)!,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!person) return { output: {} }
    const bookerId = relationId(person.groupBooker)
    const contact = bookerId
      ? await payload.findByID({
          collection: 'registrations',
          id: bookerId,
          depth: 0,
          disableErrors: true,
          overrideAccess: true,
          req,
        })
      : person
    const event = await readRegistrationEvent(payload, person, req)
    const session = event && sessionsOf(event).find((candidate) => candidate.key === entry.sessionKey)
    // Erased, or a walk-in without an address, or the event or session removed since: nobody to tell about nothing.
    if (!contact?.email || !event || !session) {
      payload.logger.warn({ msg: `Waiting-list offer ${entry.id} not sent: no address, event or session to offer.` })
      return { output: {} }
    }

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const { token } = placeOfferTokenFor(payload.secret, entry.id)
    const links = messageLinksFor(contact.email)
    const offer = {
      churchName: churchNameOf(settings),
      siteUrl: siteUrl(),
      eventTitle: event.title,
      placeFor: contact.id === person.id ? null : person.fullName,
      session,
      expiresAt: entry.offerExpiresAt,
      token,
    }
    const email = buildPlaceOfferEmail({ ...offer, fullName: contact.fullName, preferencesUrl: links.preferencesUrl })
    const key = `place-offer-${entry.id}`
    const sent = await sendEmail(payload, {
      to: contact.email,
      ...email,
      headers: links.headers,
      idempotencyKey: key,
      about: { registration: contact.id, kind: 'other' },
    })
    if (!sent.isSent) throw new Error(`Waiting-list offer ${entry.id} failed: ${sent.error}`)

    if (contact.phone && !contact.emailSuppressed) {
      const [result] = await smsTransport(payload).sendBatch([
        { to: contact.phone, body: buildPlaceOfferSms(offer), idempotencyKey: key },
      ])
      // The e-mail has gone, which is what counts: a failed text shows on the registration's messages, and is not retried.
      await recordSentMessages(payload, [
        { channel: 'sms', kind: 'other', address: contact.phone, registration: contact.id, result: result! },
      ])
    }
    return { output: {} }
  },
}
