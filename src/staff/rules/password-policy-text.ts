// The words of the staff password rule, for the browser too: the check itself (password-policy.ts) carries a large list.

/** The shortest password a staff member may choose: a staff account reads people's personal data. */
export const STAFF_PASSWORD_MIN_LENGTH = 12

/** The rule as the password boxes show it. */
export const STAFF_PASSWORD_RULE = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters, and not a common or easily guessed password. A few unrelated words make a good one.`

export const STAFF_PASSWORD_MESSAGES = {
  tooShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  tooGuessable:
    'This password is too easy to guess: it is a common password, close to one, or a simple pattern. Choose another (a few unrelated words make a good one).',
} as const
