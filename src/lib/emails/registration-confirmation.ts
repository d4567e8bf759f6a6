import { eventDayKeysFor } from '../attendance'
import { formatCheckinCode } from '../checkin-code'
import { formatEventDateLine, type EventDay } from '../event-time'
import { escapeHtml } from '../merge-fields'
import { buildLetter } from './letter'

export type ConfirmationEmailInput = {
  churchName: string
  eventTitle: string
  siteUrl: string
  person: { fullName: string; attendanceChoice: string[] }
  days: readonly EventDay[]
  /** Absent when the address is already verified. */
  verificationToken?: string | null
  manageToken?: string | null
  checkinCode?: string | null
  /** The person's preferences page, linked from the footer. */
  preferencesUrl: string
}

/** The person's private link to see, change, cancel or restore their registration. */
export const manageRegistrationUrl = (siteUrl: string, token: string) => `${siteUrl}/manage-registration?token=${encodeURIComponent(token)}`

/** The QR image's attachment id: the HTML shows it inline with `cid:`. */
export const CHECKIN_QR_CONTENT_ID = 'checkin-qr'

/** The confirmation e-mail: the chosen days with date, UK time and place, and the verification link. */
export function buildConfirmationEmail(input: ConfirmationEmailInput) {
  const chosenKeys = eventDayKeysFor(input.person.attendanceChoice)
  const chosen = input.days.filter((day) => chosenKeys.includes(day.key))
  const verifyUrl = input.verificationToken ? `${input.siteUrl}/verify-email?token=${encodeURIComponent(input.verificationToken)}` : null
  const manageUrl = input.manageToken ? manageRegistrationUrl(input.siteUrl, input.manageToken) : null
  const subject = `You're registered: ${input.eventTitle}`

  const dayLines = chosen.map((day) => `${day.title}: ${formatEventDateLine(day)}${day.venue ? `, ${day.venue}` : ''}`)
  const { text, html } = buildLetter(input, {
    fullName: input.person.fullName,
    textLines: [
      `Thank you for registering for ${input.eventTitle}. Admission is free.`,
      '',
      'You are registered for:',
      ...dayLines.map((line) => `- ${line}`),
      '',
      'Calendar files for your days are attached.',
      ...(input.checkinCode ? ['', `Your check-in code: ${formatCheckinCode(input.checkinCode)} (show it, or the attached QR code, at the door)`] : []),
      ...(verifyUrl ? ['', 'Please confirm your e-mail address:', verifyUrl] : []),
      ...(manageUrl ? ['', 'Need to change your days or cancel? Use your private link (please do not share it):', manageUrl] : []),
    ],
    htmlBody: `<p>Thank you for registering for <strong>${escapeHtml(input.eventTitle)}</strong>. Admission is free.</p>
<p>You are registered for:</p>
<ul>${dayLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Calendar files for your days are attached.</p>
${input.checkinCode ? `<p>Your check-in code: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(formatCheckinCode(input.checkinCode))}</strong><br>Show it, or this QR code, at the door.</p><p><img src="cid:${CHECKIN_QR_CONTENT_ID}" alt="Check-in QR code ${escapeHtml(formatCheckinCode(input.checkinCode))}" width="160" height="160"></p>` : ''}
${verifyUrl ? `<p><a href="${escapeHtml(verifyUrl)}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Confirm my e-mail address</a></p><p style="font-size:12px;color:#475569">Or open this link: ${escapeHtml(verifyUrl)}</p>` : ''}
${manageUrl ? `<p>Need to change your days or cancel? <a href="${escapeHtml(manageUrl)}">Manage my registration</a> (your private link: please do not share it).</p>` : ''}`,
  })

  return { subject, text, html, days: chosen }
}
