import { escapeHtml } from '@/platform/data/escape-html'
import { INVITATION_DAYS, invitationUrl } from '../rules/staff-invitations'
import { buildLetter } from '@/platform/email/letter'

export type StaffInvitationInput = {
  churchName: string
  siteUrl: string
  fullName: string
  roleLabel: string
  token: string
}

/**
 * The invitation to a new staff account: the one-time link where the person chooses their own
 * password. It says how long the link works and what to do if it was not expected.
 */
export function buildStaffInvitationEmail(input: StaffInvitationInput) {
  const url = invitationUrl(input.siteUrl, input.token)
  const subject = `You are invited to the ${input.churchName} staff admin`
  const { text, html } = buildLetter(input, {
    fullName: input.fullName,
    textLines: [
      `An admin of ${input.churchName} has made you a staff account (${input.roleLabel}).`,
      `Open this link to choose your password and sign in. It works once, for the next ${INVITATION_DAYS} days:`,
      url,
      '',
      'If you did not expect this e-mail, do not open the link, and tell the church office.',
    ],
    htmlBody: `<p>An admin of ${escapeHtml(input.churchName)} has made you a staff account (${escapeHtml(input.roleLabel)}).</p>
<p><a href="${escapeHtml(url)}">Choose my password</a>: the link works once, for the next ${INVITATION_DAYS} days.</p>
<p>If you did not expect this e-mail, do not open the link, and tell the church office.</p>`,
  })
  return { subject, text, html }
}
