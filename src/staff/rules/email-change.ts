/**
 * A staff account's e-mail address is where its password reset goes, so a new address takes effect
 * only once confirmed from that address, and the old one is told twice: when the change is asked
 * for and when it is confirmed. No admin changes another admin's address.
 */

/** Where the confirmation link leads: a page of the admin that needs no sign-in. */
const CONFIRM_EMAIL_PATH = '/confirm-email'
export const CONFIRM_EMAIL_TOKEN_PARAM = 'token'
export const EMAIL_CHANGE_HOURS = 24

export const confirmEmailUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/admin${CONFIRM_EMAIL_PATH}?${CONFIRM_EMAIL_TOKEN_PARAM}=${encodeURIComponent(token)}`

export const EMAIL_CHANGE_MESSAGES = {
  otherAdmin: 'Only an admin can change their own e-mail address: ask them to change it on their account page.',
  taken: 'Another staff account already uses this e-mail address.',
  linkInvalid:
    'This confirmation link has expired, has already been used or is not valid. Change the address again on the account page to get a new one.',
  confirmed: 'Your new e-mail address is confirmed. Sign in with it from now on.',
  description: `A new address takes effect once it is confirmed from a link e-mailed to it (valid ${EMAIL_CHANGE_HOURS} hours); the current address is told of the change.`,
} as const
