/**
 * Where a staff session stands with its second factor. The auth strategy records it in Payload's
 * `_strategy`, the one piece of sign-in metadata Payload keeps on every copy it makes of the user
 * (the admin's page props, /me, token refresh), so no copy can lose it and grant access by mistake.
 */
export const SESSION_STRATEGY = {
  /** Password accepted and, where one is needed, the second factor too: the role applies. */
  complete: 'local-jwt',
  /** Enrolled, but this session has not entered a code yet. */
  codeOwed: 'local-jwt:second-factor-code-owed',
  /** A second factor is required for all staff and this user has not set one up. */
  enrolmentOwed: 'local-jwt:second-factor-enrolment-owed',
} as const

export type SecondFactorState = 'complete' | 'code-owed' | 'enrolment-owed'

export function secondFactorStateOf(user: object | null | undefined): SecondFactorState {
  const strategy = (user as { _strategy?: unknown } | null | undefined)?._strategy
  if (strategy === SESSION_STRATEGY.codeOwed) return 'code-owed'
  if (strategy === SESSION_STRATEGY.enrolmentOwed) return 'enrolment-owed'
  return 'complete'
}

export const TWO_FACTOR_PATH = '/two-factor'

/**
 * The query parameter of the one-time set-up link e-mailed to staff who must turn on a second
 * factor: with the requirement on, the password alone does not let anyone enrol an authenticator.
 */
export const ENROLMENT_TOKEN_PARAM = 'enrol'
export const ENROLMENT_LINK_HOURS = 24

export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  replayedCode: 'That code has already been used. Wait for the next code in your authenticator app and enter that one.',
  locked:
    'Too many wrong codes: this account is locked for a while. Sign in again later, or ask an admin to unlock it.',
  noEnrolment: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  alreadyOn: 'A second factor is already on for this account. Ask an admin to reset it if you need to set it up again.',
  notOwed: 'This session does not need a code.',
  enrolmentLinkSent: `We have e-mailed you a link to set up your authenticator app. Open it from that e-mail to continue: it works once, for ${ENROLMENT_LINK_HOURS} hours.`,
  enrolmentLinkNeeded:
    'Setting up a second factor for this account needs the link we e-mailed you. Open it from the e-mail, or send a new one.',
  enrolmentLinkInvalid: 'This set-up link has expired or has already been used. Send yourself a new one.',
  tooManyEnrolmentLinks:
    'Too many set-up links have been sent to this account. Please wait an hour, or ask an admin to reset your second factor.',
} as const

/** Only a path inside the admin may follow sign-in; anything else (another site, `//host`) goes to the dashboard. */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/admin'
  const path = value.startsWith('/admin') ? value : `/admin${value}`
  return path.startsWith(`/admin${TWO_FACTOR_PATH}`) ? '/admin' : path
}
