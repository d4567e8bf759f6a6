import { ENROLMENT_TOKEN_PARAM, TWO_FACTOR_PATH } from '@/platform/access/second-factor'

/**
 * Staff accounts are made by invitation: an admin gives the e-mail address, name and role, and the
 * person chooses their own password from a one-time link, so no admin ever knows anyone's password.
 */

/** Where the e-mailed link leads: a page of the admin that needs no sign-in. */
const ACCEPT_INVITATION_PATH = '/accept-invitation'
export const INVITATION_TOKEN_PARAM = 'token'
export const INVITATION_DAYS = 7

export const ACCOUNT_STATUSES = ['invited', 'active'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { invited: 'Invited', active: 'Active' }

export const invitationUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/admin${ACCEPT_INVITATION_PATH}?${INVITATION_TOKEN_PARAM}=${encodeURIComponent(token)}`

/**
 * What the admin's new-account form sends in Payload's password boxes, which it cannot do without:
 * recognised by the server as "no password given" and never stored.
 */
export const INVITATION_PASSWORD_PLACEHOLDER = 'staff-invitation:no-password-chosen'

export const STAFF_INVITATION_MESSAGES = {
  linkInvalid:
    'This invitation link has expired, has already been used or is not valid. Ask an admin to send you a new one.',
  passwordsDiffer: 'The two passwords are not the same.',
  passwordMissing: 'Choose a password.',
  noPasswordOnCreate:
    'Staff choose their own password: leave it out, and the new account is e-mailed an invitation to set one.',
  othersPassword: 'Only the account’s owner sets its password (they can use “Forgot password”).',
  alreadyActive: 'This account has already accepted its invitation.',
  resent: 'A new invitation has been e-mailed. The earlier link no longer works.',
  roleRequired: 'Choose a role: an invited account without one can open nothing.',
  kioskRole:
    'The kiosk role belongs to kiosk devices, and stays theirs: add a device under Settings → Kiosk devices, or revoke one there.',
  linkCopied: 'A new invitation link is ready to hand over. The earlier link no longer works.',
  linkByEmailOnly: 'E-mail is set up on this site: send the invitation again instead, to the address on the account.',
  noEmailOnCreate:
    'E-mail is not set up on this site (no RESEND_API_KEY), so the invitation cannot be e-mailed. Once you save, copy the invitation link on this screen and hand it to them yourself.',
  noEmailInvited:
    'E-mail is not set up on this site, so the invitation was not e-mailed. Copy its link and hand it over yourself (in person, or in a message only they read).',
} as const

/**
 * Where the newly signed-in person goes after choosing a password: the admin's home (which takes each
 * role to its own screen), or, when a second factor is required, straight on to setting one up with
 * the set-up link's token (the invitation link already proved they read that mailbox).
 */
export function afterAcceptingPath(enrolmentToken: string | null): string {
  return enrolmentToken
    ? `/admin${TWO_FACTOR_PATH}?${ENROLMENT_TOKEN_PARAM}=${encodeURIComponent(enrolmentToken)}`
    : '/admin'
}
