import { attendanceUnit } from '../rules/attendance-day-details'
import { formatCheckinCode } from '../rules/checkin-code'
import { chosenSessionsOf, type EventSession, sessionCalendarFile, sessionLabels, sessionLine } from '@/events'
import { escapeHtml } from '@/platform/data/escape-html'
import { buildLetter } from '@/platform/email/letter'

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
  /** The sessions the person waits for, with their place in each queue (1 is next). */
  waiting?: ReadonlyArray<{ sessionKey: string; position: number }>
  /** The people the booker brought along (not cancelled), each with their own check-in code and QR code. */
  group?: readonly GroupMemberLine[]
  /** Sent after the person changed their registration through their private link: it says so, and what it now is. */
  isChange?: boolean
  /** How many people a repeat of the form listed, which were not added to this booking. */
  peopleLeftOut?: number
  /** A booking awaiting a bank transfer or payment on the day: its reference and how to pay. */
  payment?: readonly string[] | null
}

/**
 * The form was sent again for this booking listing more people, who were not added: a booking's
 * group is made when it is booked, so nobody who knows the booker's name and address can add to it.
 */
function peopleLeftOutSentence(count: number): string | null {
  if (count <= 0) return null
  const people = count === 1 ? '1 more person' : `${count} more people`
  return `The form was sent again for this booking with ${people}. They were not added: people can only be added to a booking by the church office, so please get in touch if you meant to bring them.`
}

/** A person brought along, as the booker's e-mail lists them. */
type GroupMemberLine = { fullName: string; isChild: boolean; checkinCode: string | null; isWaiting?: boolean }

/** A chosen session's calendar file, named as the event page's own: "day2.ics" for an event's second day, otherwise by its key. */
export type SessionCalendarFile = { session: EventSession; filename: string }

/** The person's private link to see, change, cancel or restore their registration. */
export const manageRegistrationUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/manage-registration?token=${encodeURIComponent(token)}`

/** The QR image's attachment id: the HTML shows it inline with `cid:`. */
export const CHECKIN_QR_CONTENT_ID = 'checkin-qr'

/**
 * The attachment names of a person brought along's QR code: one e-mail carries a code per person,
 * and a mail client shows each inline image by its own content id.
 */
export const groupQrAttachmentNames = (code: string) => ({
  filename: `check-in-qr-${code.toLowerCase()}.png`,
  contentId: `checkin-qr-${code.toLowerCase()}`,
})

const memberLabel = (member: GroupMemberLine) =>
  `${member.fullName}${member.isChild ? ' (child)' : ''}${member.isWaiting ? ', on the waiting list' : ''}`

/** The part of the booker's e-mail naming everyone they brought, each with their code and QR code. */
function groupSection(group: readonly GroupMemberLine[]): { textLines: string[]; html: string } {
  if (!group.length) return { textLines: [], html: '' }
  const codeText = (member: GroupMemberLine) =>
    member.checkinCode ? `: check-in code ${formatCheckinCode(member.checkinCode)}` : ''
  return {
    textLines: [
      '',
      `You also registered ${group.length === 1 ? 'one person' : `${group.length} people`} (each has their own check-in code and attached QR code):`,
      ...group.map((member) => `- ${memberLabel(member)}${codeText(member)}`),
    ],
    html: `<p>You also registered ${group.length === 1 ? 'one person' : `${group.length} people`}, each with their own check-in code:</p>
<ul>${group
      .map((member) => {
        if (!member.checkinCode) return `<li>${escapeHtml(memberLabel(member))}</li>`
        const code = escapeHtml(formatCheckinCode(member.checkinCode))
        return `<li>${escapeHtml(memberLabel(member))}: <strong style="letter-spacing:2px">${code}</strong><br><img src="cid:${groupQrAttachmentNames(member.checkinCode).contentId}" alt="Check-in QR code of ${escapeHtml(member.fullName)} ${code}" width="160" height="160"></li>`
      })
      .join('')}</ul>`,
  }
}

/** "Admission is free." for a free event (as every event was until admission became editable), otherwise the event's own line. */
export function admissionSentence(admission: string | null | undefined): string {
  const line = admission?.trim().replace(/\.+$/, '') ?? ''
  if (!line || /^(free|free admission|admission( is)? free)$/i.test(line)) return 'Admission is free.'
  return `Admission: ${line}.`
}

/** Each chosen session's calendar file; a day is numbered by its place in the whole event, not among the chosen. */
function sessionCalendarFiles(
  sessions: readonly EventSession[],
  chosen: readonly EventSession[],
): SessionCalendarFile[] {
  const labels = sessionLabels(sessions)
  // Only the file's name is wanted here, not the page's link, so the event's slug does not matter.
  return chosen.map((session) => ({
    session,
    filename: sessionCalendarFile('', labels[sessions.indexOf(session)]!).filename,
  }))
}

/** "Saturday workshop: … (you are number 2 on the waiting list)" for each session waited for, in the event's order. */
function waitingItems(sessions: readonly EventSession[], waiting: ConfirmationEmailInput['waiting']): string[] {
  const positions = new Map((waiting ?? []).map((entry) => [entry.sessionKey, entry.position]))
  return sessions
    .filter((session) => positions.has(session.key))
    .map((session) => `${sessionLine(session)} (you are number ${positions.get(session.key)} on the waiting list)`)
}

/**
 * The confirmation e-mail: the event, each chosen session with its date, UK time and place, the
 * check-in code, the event's page, the verification link and the private manage link. Sessions the
 * person waits for are listed with their place in the queue; someone who holds no place yet gets a
 * "waiting list" e-mail without a check-in code (and the caller attaches no QR code then).
 */
export function buildConfirmationEmail(input: ConfirmationEmailInput) {
  const chosen = chosenSessionsOf(input.sessions, input.allKey, input.person.attendanceChoice)
  const waitingFor = waitingItems(input.sessions, input.waiting)
  const holdsPlace = chosen.length > 0
  const checkinCode = holdsPlace ? input.checkinCode : null
  // "days" or "sessions", as the registration form the person filled in asked.
  const nouns = attendanceUnit(input.sessions)
  const verifyUrl = input.verificationToken
    ? `${input.siteUrl}/verify-email?token=${encodeURIComponent(input.verificationToken)}`
    : null
  const manageUrl = input.manageToken ? manageRegistrationUrl(input.siteUrl, input.manageToken) : null
  const subject = input.isChange
    ? `Your registration has changed: ${input.eventTitle}`
    : holdsPlace
      ? `You're registered: ${input.eventTitle}`
      : `You're on the waiting list: ${input.eventTitle}`
  const introText = input.isChange
    ? `Your changes to your registration for ${input.eventTitle} are saved. This is your registration as it now stands.`
    : `Thank you for registering for ${input.eventTitle}. ${admissionSentence(input.admission)}`
  const intro = introText
  const waitingNote = 'When a place comes free we will e-mail you, and hold it for you for a while to accept.'

  const sessionItems = chosen.map((session) => ({ line: sessionLine(session), note: session.note?.trim() || null }))
  const group = groupSection(input.group ?? [])
  const leftOut = peopleLeftOutSentence(input.peopleLeftOut ?? 0)
  const { text, html } = buildLetter(input, {
    fullName: input.person.fullName,
    textLines: [
      intro,
      ...(holdsPlace
        ? [
            '',
            'You are registered for:',
            ...sessionItems.flatMap(({ line, note }) => [`- ${line}`, ...(note ? [`  ${note}`] : [])]),
            '',
            `Calendar files for your ${nouns} are attached.`,
          ]
        : []),
      ...(waitingFor.length
        ? [
            '',
            `${holdsPlace ? 'You are also' : 'You are'} on the waiting list for:`,
            ...waitingFor.map((line) => `- ${line}`),
            waitingNote,
          ]
        : []),
      ...(input.eventUrl ? ['', `The event's page: ${input.eventUrl}`] : []),
      ...(checkinCode
        ? ['', `Your check-in code: ${formatCheckinCode(checkinCode)} (show it, or the attached QR code, at the door)`]
        : []),
      ...(input.payment?.length ? ['', ...input.payment] : []),
      ...group.textLines,
      ...(leftOut ? ['', leftOut] : []),
      ...(verifyUrl ? ['', 'Please confirm your e-mail address:', verifyUrl] : []),
      ...(manageUrl
        ? ['', `Need to change your ${nouns} or cancel? Use your private link (please do not share it):`, manageUrl]
        : []),
    ],
    htmlBody: `${
      input.isChange
        ? `<p>Your changes to your registration for <strong>${escapeHtml(input.eventTitle)}</strong> are saved. This is your registration as it now stands.</p>`
        : `<p>Thank you for registering for <strong>${escapeHtml(input.eventTitle)}</strong>. ${escapeHtml(admissionSentence(input.admission))}</p>`
    }
${
  holdsPlace
    ? `<p>You are registered for:</p>
<ul>${sessionItems.map(({ line, note }) => `<li>${escapeHtml(line)}${note ? `<br><span style="color:#475569">${escapeHtml(note)}</span>` : ''}</li>`).join('')}</ul>
<p>Calendar files for your ${nouns} are attached.</p>`
    : ''
}
${
  waitingFor.length
    ? `<p>${holdsPlace ? 'You are also' : 'You are'} on the waiting list for:</p>
<ul>${waitingFor.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(waitingNote)}</p>`
    : ''
}
${input.eventUrl ? `<p>The event's page: <a href="${escapeHtml(input.eventUrl)}">${escapeHtml(input.eventTitle)}</a></p>` : ''}
${checkinCode ? `<p>Your check-in code: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(formatCheckinCode(checkinCode))}</strong><br>Show it, or this QR code, at the door.</p><p><img src="cid:${CHECKIN_QR_CONTENT_ID}" alt="Check-in QR code ${escapeHtml(formatCheckinCode(checkinCode))}" width="160" height="160"></p>` : ''}
${input.payment?.length ? `<div data-payment>${input.payment.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>` : ''}
${group.html}
${leftOut ? `<p>${escapeHtml(leftOut)}</p>` : ''}
${verifyUrl ? `<p><a href="${escapeHtml(verifyUrl)}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Confirm my e-mail address</a></p><p style="font-size:12px;color:#475569">Or open this link: ${escapeHtml(verifyUrl)}</p>` : ''}
${manageUrl ? `<p>Need to change your ${nouns} or cancel? <a href="${escapeHtml(manageUrl)}">Manage my registration</a> (your private link: please do not share it).</p>` : ''}`,
  })

  return {
    subject,
    text,
    html,
    sessions: chosen,
    calendarFiles: sessionCalendarFiles(input.sessions, chosen),
    holdsPlace,
  }
}
