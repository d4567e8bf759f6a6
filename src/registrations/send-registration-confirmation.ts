import type { Payload, TaskConfig } from 'payload'

import { churchNameOf } from '@/site'
import { buildCancelledRegistrationNotice } from './emails/cancelled-registration-notice'
import { buildConfirmationEmail, groupQrAttachmentNames } from './emails/registration-confirmation'
import { buildDayIcs, choiceRulesOf, readRegistrationEvent, sessionsOf } from '@/events'
import { siteUrl } from '@/platform/env'
import { sendEmail, type OutgoingEmail } from '@/platform/email'
import type { EmailAttachment } from '@/platform/email/types'
import { messageLinksFor } from '@/consent'
import { poolOf } from '@/platform/database/pool'
import { waitingPositions } from '@/places'
import { readBookingMoney } from '@/payments'
import { checkinQrAttachment } from './checkin-qr'
import { findGroupMembers } from './find-group-members'
import { createVerificationToken, manageTokenFor } from '@/platform/crypto/tokens'
import { depositReceivedLines, instructionsForRegistration } from '@/payments'

/**
 * Sends the confirmation e-mail, or, for a registration the person has cancelled, a notice that it
 * stays cancelled. The verification token is made here, not when queueing, so the plain token never
 * sits in the jobs table: it exists only in the e-mail.
 */
/** What a booking with money owed has paid so far (net of refunds), so its e-mail asks only for the rest. */
async function paidSoFar(payload: Payload, registration: { id: number; paymentStatus?: string | null }) {
  if (registration.paymentStatus !== 'part-paid') return 0
  const money = (await readBookingMoney(poolOf(payload), [registration.id])).get(registration.id)?.money
  return money ? money.paidPence - money.refundedPence : 0
}

export const sendRegistrationConfirmationTask: TaskConfig<'sendRegistrationConfirmation'> = {
  slug: 'sendRegistrationConfirmation',
  retries: 3,
  inputSchema: [
    { name: 'registrationId', type: 'number', required: true },
    // Set by a repeat of the form that listed people, who are never added to an existing booking.
    { name: 'peopleLeftOut', type: 'number' },
    // Sent after the person changed their registration through their private link: it says so.
    { name: 'isChange', type: 'checkbox' },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const registration = await payload.findByID({
      collection: 'registrations',
      id: input.registrationId,
      depth: 0,
      disableErrors: true,
      req,
    })
    // Erased before the e-mail went out (a data request), a walk-in who gave no address, or someone
    // brought along (their booker's e-mail names them): nothing to send.
    if (!registration?.email) return { output: {} }
    // A card booking is confirmed by its payment, which queues this again; a lapsed hold was never a
    // booking. A bank-transfer or pay-on-the-day booking is told now, with how to pay.
    const instructions = instructionsForRegistration(registration, null)
    if ((registration.paymentStatus === 'awaiting' && !instructions) || registration.paymentStatus === 'expired')
      return { output: {} }
    const to = registration.email
    const [event, settings] = await Promise.all([
      readRegistrationEvent(payload, registration, req),
      payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    ])
    // The event was deleted after the e-mail was queued: there is nothing left to confirm.
    if (!event) {
      payload.logger.warn({ msg: `No confirmation for registration ${registration.id}: its event no longer exists.` })
      return { output: {} }
    }

    const isCancelled = Boolean(registration.cancelledAt)
    const manage = manageTokenFor(payload.secret, registration)
    const verification = registration.emailVerifiedAt || isCancelled ? null : createVerificationToken()
    // Server-owned fields nobody may set over the API: a deliberate override with explicit data.
    await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: {
        manageTokenHash: manage.hash,
        ...(verification
          ? { verificationTokenHash: verification.hash, verificationTokenExpiresAt: verification.expiresAt }
          : {}),
      },
      overrideAccess: true,
      req,
    })

    const links = messageLinksFor(to)
    const common = {
      churchName: churchNameOf(settings),
      eventTitle: event.title,
      siteUrl: siteUrl(),
      preferencesUrl: links.preferencesUrl,
    }
    // The event's own address, which stays right when the home page features another event later.
    const eventUrl = `${siteUrl()}/events/${event.slug}`
    let message: OutgoingEmail
    if (isCancelled) {
      const booking = registration.paymentStatus
        ? (await readBookingMoney(poolOf(payload), [registration.id])).get(registration.id)
        : undefined
      const notice = buildCancelledRegistrationNotice({
        money:
          booking && booking.money.paidPence > 0
            ? { refundedPence: booking.money.refundedPence, keptPence: booking.money.refundablePence }
            : null,
        ...common,
        fullName: registration.fullName,
        manageToken: manage.token,
        isChange: Boolean(input.isChange),
      })
      message = { to, ...notice, headers: links.headers }
    } else {
      // The booker's one e-mail names everyone they brought, each with their own code and QR code.
      const group = await findGroupMembers(payload, registration.id, { req })
      const email = buildConfirmationEmail({
        ...common,
        eventUrl,
        admission: event.admission,
        person: { fullName: registration.fullName, attendanceChoice: registration.attendanceChoice ?? [] },
        sessions: sessionsOf(event),
        allKey: choiceRulesOf(event).allKey,
        verificationToken: verification?.token ?? null,
        manageToken: manage.token,
        checkinCode: registration.checkinCode ?? null,
        waiting: await waitingPositions(poolOf(payload), registration.id),
        isChange: Boolean(input.isChange),
        group: group.map((member) => ({
          fullName: member.fullName,
          isChild: member.isChild,
          checkinCode: member.checkinCode,
          isWaiting: member.placeStatus === 'waiting',
        })),
        peopleLeftOut: input.peopleLeftOut ?? 0,
        // How to pay an offline booking; for a card deposit, the balance still to pay and by when.
        payment: instructions
          ? instructionsForRegistration(
              registration,
              settings.bankDetails ?? null,
              await paidSoFar(payload, registration),
            )
          : depositReceivedLines(registration),
      })
      const attachments: EmailAttachment[] = email.calendarFiles.map(({ session, filename }) => {
        const ics = buildDayIcs({ day: session, eventTitle: event.title, url: eventUrl })
        return { filename, content: ics.content, contentType: 'text/calendar; charset=utf-8' }
      })
      // Someone only waiting holds no place yet: no code to show at the door until they are given one.
      if (registration.checkinCode && email.holdsPlace)
        attachments.push(await checkinQrAttachment(siteUrl(), registration.checkinCode))
      for (const member of group)
        if (member.checkinCode)
          attachments.push(
            await checkinQrAttachment(siteUrl(), member.checkinCode, groupQrAttachmentNames(member.checkinCode)),
          )
      message = { to, subject: email.subject, html: email.html, text: email.text, attachments, headers: links.headers }
    }
    // Listed on the registration with its delivery status; a confirmation that bounced means no QR code.
    const result = await sendEmail(payload, {
      ...message,
      about: { registration: registration.id, kind: isCancelled ? 'other' : 'confirmation' },
    })
    if (!result.isSent)
      throw new Error(`Confirmation e-mail to registration ${registration.id} failed: ${result.error}`)
    return { output: {} }
  },
}
