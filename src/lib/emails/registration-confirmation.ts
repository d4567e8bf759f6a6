import { attendanceUnit } from '../attendance-day-details'
import { formatCheckinCode } from '../checkin-code'
import type { EventSession } from '../event-model'
import { escapeHtml } from '../merge-fields'
import { chosenSessionsOf, sessionLine } from '../registrant-sessions'
import { sessionCalendarFile, sessionLabels } from '../session-labels'
import { buildLetter } from './letter'

export type ConfirmationEmailInput = {
  churchName: string
  eventTitle: string
  /** The event's own page, linked from the e-mail. */
  eventUrl?: string | null
  /** The event's admission line, e.g. "Free admission"; absent means free. */
  admission?: string | null
  siteUrl: string
  person: { fullName: string; attendanceChoice: string[] }
  /** The person's event's sessions, in order. */
  sessions: readonly EventSession[]
  /** What the event's registrations store when every session is chosen ("both" for the two-day outreach event). */
  allKey: string
  /** Absent when the address is already verified. */
  verificationToken?: string | null
  manageToken?: string | null
  checkinCode?: string | null
  /** The person's preferences page, linked from the footer. */
  preferencesUrl: string
}

/** A chosen session's calendar file, named as the event page's own: "day2.ics" for an event's second day, otherwise by its key. */
export type SessionCalendarFile = { session: EventSession; filename: string }

/** The person's private link to see, change, cancel or restore their registration. */
export const manageRegistrationUrl = (siteUrl: string, token: string) => `${siteUrl}/manage-registration?token=${encodeURIComponent(token)}`

/** The QR image's attachment id: the HTML shows it inline with `cid:`. */
export const CHECKIN_QR_CONTENT_ID = 'checkin-qr'

/** "Admission is free." for a free event (as every event was until admission became editable), otherwise the event's own line. */
export function admissionSentence(admission: string | null | undefined): string {
  const line = admission?.trim().replace(/\.+$/, '') ?? ''
  if (!line || /^(free|free admission|admission( is)? free)$/i.test(line)) return 'Admission is free.'
  return `Admission: ${line}.`
}

/** Each chosen session's calendar file; a day is numbered by its place in the whole event, not among the chosen. */
export function sessionCalendarFiles(sessions: readonly EventSession[], chosen: readonly EventSession[]): SessionCalendarFile[] {
  const labels = sessionLabels(sessions)
  // Only the file's name is wanted here, not the page's link, so the event's slug does not matter.
  return chosen.map((session) => ({ session, filename: sessionCalendarFile('', labels[sessions.indexOf(session)]!).filename }))
}

/**
 * The confirmation e-mail: the event, each chosen session with its date, UK time and place, the
 * check-in code, the event's page, the verification link and the private manage link.
 */
export function buildConfirmationEmail(input: ConfirmationEmailInput) {
  const chosen = chosenSessionsOf(input.sessions, input.allKey, input.person.attendanceChoice)
  // "days" or "sessions", as the registration form the person filled in asked.
  const nouns = attendanceUnit(input.sessions)
  const verifyUrl = input.verificationToken ? `${input.siteUrl}/verify-email?token=${encodeURIComponent(input.verificationToken)}` : null
  const manageUrl = input.manageToken ? manageRegistrationUrl(input.siteUrl, input.manageToken) : null
  const subject = `You're registered: ${input.eventTitle}`
  const intro = `Thank you for registering for ${input.eventTitle}. ${admissionSentence(input.admission)}`

  const sessionItems = chosen.map((session) => ({ line: sessionLine(session), note: session.note?.trim() || null }))
  const { text, html } = buildLetter(input, {
    fullName: input.person.fullName,
    textLines: [
      intro,
      '',
      'You are registered for:',
      ...sessionItems.flatMap(({ line, note }) => [`- ${line}`, ...(note ? [`  ${note}`] : [])]),
      '',
      `Calendar files for your ${nouns} are attached.`,
      ...(input.eventUrl ? ['', `The event's page: ${input.eventUrl}`] : []),
      ...(input.checkinCode ? ['', `Your check-in code: ${formatCheckinCode(input.checkinCode)} (show it, or the attached QR code, at the door)`] : []),
      ...(verifyUrl ? ['', 'Please confirm your e-mail address:', verifyUrl] : []),
      ...(manageUrl ? ['', `Need to change your ${nouns} or cancel? Use your private link (please do not share it):`, manageUrl] : []),
    ],
    htmlBody: `<p>Thank you for registering for <strong>${escapeHtml(input.eventTitle)}</strong>. ${escapeHtml(admissionSentence(input.admission))}</p>
<p>You are registered for:</p>
<ul>${sessionItems.map(({ line, note }) => `<li>${escapeHtml(line)}${note ? `<br><span style="color:#475569">${escapeHtml(note)}</span>` : ''}</li>`).join('')}</ul>
<p>Calendar files for your ${nouns} are attached.</p>
${input.eventUrl ? `<p>The event's page: <a href="${escapeHtml(input.eventUrl)}">${escapeHtml(input.eventTitle)}</a></p>` : ''}
${input.checkinCode ? `<p>Your check-in code: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(formatCheckinCode(input.checkinCode))}</strong><br>Show it, or this QR code, at the door.</p><p><img src="cid:${CHECKIN_QR_CONTENT_ID}" alt="Check-in QR code ${escapeHtml(formatCheckinCode(input.checkinCode))}" width="160" height="160"></p>` : ''}
${verifyUrl ? `<p><a href="${escapeHtml(verifyUrl)}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Confirm my e-mail address</a></p><p style="font-size:12px;color:#475569">Or open this link: ${escapeHtml(verifyUrl)}</p>` : ''}
${manageUrl ? `<p>Need to change your ${nouns} or cancel? <a href="${escapeHtml(manageUrl)}">Manage my registration</a> (your private link: please do not share it).</p>` : ''}`,
  })

  return { subject, text, html, sessions: chosen, calendarFiles: sessionCalendarFiles(input.sessions, chosen) }
}
