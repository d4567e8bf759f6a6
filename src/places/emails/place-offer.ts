import { type EventSession, formatDateTimeAt, sessionLine } from '@/events'
import { escapeHtml } from '@/platform/data/escape-html'
import { buildLetter } from '@/platform/email/letter'

export type PlaceOfferInput = {
  churchName: string
  siteUrl: string
  preferencesUrl: string
  eventTitle: string
  /** Who the message goes to: the person waiting, or the booker of someone they brought along. */
  fullName: string
  /** The person the place is for when it is not the recipient (someone brought along); null for the recipient's own place. */
  placeFor: string | null
  session: EventSession
  /** When the offer lapses (ISO); said in UK time. */
  expiresAt: string
  token: string
}

export type OfferAnswer = 'accept' | 'decline'

/** The page where the person accepts or declines; the answer in the link only picks the button, the page's button decides. */
export const placeOfferUrl = (siteUrl: string, token: string, answer?: OfferAnswer) =>
  `${siteUrl}/waiting-list/offer?token=${encodeURIComponent(token)}${answer ? `&answer=${answer}` : ''}`

const whoFor = (placeFor: string | null) => (placeFor ? `for ${placeFor}` : 'for you')

/**
 * The offer of a freed place to someone on the waiting list: which session, until when it is held
 * (UK time), and the links to accept or decline it. Unanswered, it lapses and the place goes to the next person.
 */
export function buildPlaceOfferEmail(input: PlaceOfferInput) {
  const deadline = `${formatDateTimeAt(input.expiresAt)} (UK time)`
  const acceptUrl = placeOfferUrl(input.siteUrl, input.token, 'accept')
  const declineUrl = placeOfferUrl(input.siteUrl, input.token, 'decline')
  const line = sessionLine(input.session)
  const subject = `A place is free ${whoFor(input.placeFor)}: ${input.eventTitle}`
  const { text, html } = buildLetter(input, {
    fullName: input.fullName,
    textLines: [
      `Good news: a place has come free at ${input.eventTitle}, and it is held ${whoFor(input.placeFor)} on the waiting list:`,
      `- ${line}`,
      '',
      `Please accept or decline it by ${deadline}. If we do not hear from you by then, the place goes to the next person waiting.`,
      '',
      `Accept the place: ${acceptUrl}`,
      `Decline it: ${declineUrl}`,
      '',
      'These links are personal: please do not share them.',
    ],
    htmlBody: `<p>Good news: a place has come free at <strong>${escapeHtml(input.eventTitle)}</strong>, and it is held ${escapeHtml(whoFor(input.placeFor))} on the waiting list:</p>
<ul><li>${escapeHtml(line)}</li></ul>
<p>Please accept or decline it by <strong>${escapeHtml(deadline)}</strong>. If we do not hear from you by then, the place goes to the next person waiting.</p>
<p><a href="${escapeHtml(acceptUrl)}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Accept the place</a>
&nbsp; <a href="${escapeHtml(declineUrl)}">Decline it</a></p>
<p style="font-size:12px;color:#475569">These links are personal: please do not share them.</p>`,
  })
  return { subject, text, html }
}

/** The same offer as a text message: short, with the one link (the page has both buttons). */
export function buildPlaceOfferSms(
  input: Pick<
    PlaceOfferInput,
    'churchName' | 'siteUrl' | 'eventTitle' | 'placeFor' | 'session' | 'expiresAt' | 'token'
  >,
): string {
  return `${input.churchName}: a place is free ${whoFor(input.placeFor)} at ${input.eventTitle} (${input.session.title}). Accept or decline by ${formatDateTimeAt(input.expiresAt)} UK time: ${placeOfferUrl(input.siteUrl, input.token)}`
}
