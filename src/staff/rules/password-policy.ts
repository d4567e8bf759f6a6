import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

import { STAFF_PASSWORD_MESSAGES, STAFF_PASSWORD_MIN_LENGTH } from './password-policy-text'

export { STAFF_PASSWORD_MESSAGES } from './password-policy-text'

// zxcvbn's scores run 0–4; 3 is "safely unguessable" (about 10^8 guesses and up), its own advice for accounts.
const SAFE_SCORE = 3

// Built once: zxcvbn-ts's maintained list of common passwords (and diceware words), and keyboard layouts for patterns.
let estimator: ZxcvbnFactory | null = null
const estimate = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

/**
 * Why a password a staff member chose is refused, or null when it will do: too short, or guessable
 * according to zxcvbn (common passwords and close variants, repeats, sequences, keyboard runs, and
 * the person's own name or address given as `personal`).
 */
export function staffPasswordProblem(password: string, personal: readonly string[] = []): string | null {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_PASSWORD_MESSAGES.tooShort
  const inputs = personal
    .flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((part) => part.length >= 3)
  return estimate().check(password, inputs).score < SAFE_SCORE ? STAFF_PASSWORD_MESSAGES.tooGuessable : null
}
