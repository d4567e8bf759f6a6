import { escapeHtml } from '@/platform/data/escape-html'
import { buildLetter } from '@/platform/email/letter'
import { manageRegistrationUrl } from './registration-confirmation'

export type CancelledRegistrationNoticeInput = {
  churchName: string
  eventTitle: string
  siteUrl: string
  fullName: string
  manageToken: string
  preferencesUrl: string
  /** The person cancelled it themselves just now, through their link: it confirms that instead. */
  isChange?: boolean
}

/**
 * The answer to a registration form sent again for a registration the person cancelled. Anyone who
 * knows a name and an address can send the form, so it changes nothing; the address's owner is told,
 * and only their private link can bring the registration back.
 */
export function buildCancelledRegistrationNotice(input: CancelledRegistrationNoticeInput) {
  const manageUrl = manageRegistrationUrl(input.siteUrl, input.manageToken)
  const subject = `Your registration is cancelled: ${input.eventTitle}`
  if (input.isChange) {
    const confirmed = buildLetter(input, {
      fullName: input.fullName,
      textLines: [
        `Your registration for ${input.eventTitle} is cancelled, as you asked (with everyone you registered with it).`,
        '',
        'If you change your mind, restore it with your private link (please do not share it):',
        manageUrl,
      ],
      htmlBody: `<p>Your registration for <strong>${escapeHtml(input.eventTitle)}</strong> is cancelled, as you asked (with everyone you registered with it).</p>
<p>If you change your mind, <a href="${escapeHtml(manageUrl)}">restore my registration</a> (your private link: please do not share it).</p>`,
    })
    return { subject, text: confirmed.text, html: confirmed.html }
  }
  const { text, html } = buildLetter(input, {
    fullName: input.fullName,
    textLines: [
      `We received the registration form for ${input.eventTitle} in your name, but you cancelled your registration earlier, so it stays cancelled.`,
      '',
      'If you would like to come after all, restore it with your private link (please do not share it):',
      manageUrl,
      '',
      'If you did not fill in the form, you need not do anything.',
    ],
    htmlBody: `<p>We received the registration form for <strong>${escapeHtml(input.eventTitle)}</strong> in your name, but you cancelled your registration earlier, so it stays cancelled.</p>
<p>If you would like to come after all, <a href="${escapeHtml(manageUrl)}">restore my registration</a> (your private link: please do not share it).</p>
<p>If you did not fill in the form, you need not do anything.</p>`,
  })
  return { subject, text, html }
}
