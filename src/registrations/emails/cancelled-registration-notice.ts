import { escapeHtml } from '@/platform/data/escape-html'
import { formatPence } from '@/payments/shared'
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
  /** A paid booking: what went back to the person and what the church kept under the cancellation policy. */
  money?: { refundedPence: number; keptPence: number } | null
}

/** The refund the cancellation policy gave, or that it gave none, in the person's cancellation e-mail. */
function moneyLines(money: CancellationNoticeMoney): string[] {
  if (!money) return []
  return [
    ...(money.refundedPence > 0
      ? [
          `${formatPence(money.refundedPence)} has been refunded to you (to a card, it usually arrives within 5 to 10 working days).`,
        ]
      : []),
    ...(money.keptPence > 0
      ? [
          `Your payment of ${formatPence(money.keptPence)} is not refunded: under the event's cancellation policy, refunds end on its refund date.`,
        ]
      : []),
  ]
}
type CancellationNoticeMoney = CancelledRegistrationNoticeInput['money']

/**
 * The answer to a registration form sent again for a registration the person cancelled. Anyone who
 * knows a name and an address can send the form, so it changes nothing; the address's owner is told,
 * and only their private link can bring the registration back.
 */
export function buildCancelledRegistrationNotice(input: CancelledRegistrationNoticeInput) {
  const manageUrl = manageRegistrationUrl(input.siteUrl, input.manageToken)
  const subject = `Your registration is cancelled: ${input.eventTitle}`
  if (input.isChange) {
    const money = moneyLines(input.money)
    const confirmed = buildLetter(input, {
      fullName: input.fullName,
      textLines: [
        `Your registration for ${input.eventTitle} is cancelled, as you asked (with everyone you registered with it).`,
        ...(money.length ? ['', ...money] : []),
        '',
        'If you change your mind, restore it with your private link (please do not share it):',
        manageUrl,
      ],
      htmlBody: `<p>Your registration for <strong>${escapeHtml(input.eventTitle)}</strong> is cancelled, as you asked (with everyone you registered with it).</p>
${money.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
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
