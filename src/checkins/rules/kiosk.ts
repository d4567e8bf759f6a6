import { SECURITY_CODE_ALPHABET } from './security-code'

/**
 * A kiosk device's sign-in code: ten characters from the security codes' alphabet without
 * look-alikes (about 46 bits), shown to the admin once and typed on the tablet. Only its hash is
 * stored; code attempts are rate-limited per client address, so guessing one is hopeless.
 */
const KIOSK_CODE_LENGTH = 10
export const KIOSK_CODE_HOURS = 24

/** A new code, grouped in fives for reading aloud ("KM7QX-4PDTE"); `pick(n)` is a uniform random integer below n. */
export function newKioskCode(pick: (max: number) => number): string {
  let code = ''
  for (let i = 0; i < KIOSK_CODE_LENGTH; i++) code += SECURITY_CODE_ALPHABET[pick(SECURITY_CODE_ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** The code as it is hashed: typed case, spaces and dashes do not matter. */
export function normaliseKioskCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '')
}

/** The least a surname search may be: two letters, so a kiosk cannot list everyone by typing "a". */
export const KIOSK_MIN_SURNAME = 2

/**
 * How a kiosk shows a person: first name and the initial of the last, "Ada L.", so someone at the
 * screen sees enough to pick their own household and nothing more of anyone else's.
 */
export function kioskName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  if (words.length === 1) return words[0]!
  return `${words[0]} ${words[words.length - 1]![0]!.toUpperCase()}.`
}

/** The seconds a kiosk waits, untouched, before going back to its start screen. */
export const KIOSK_IDLE_SECONDS = 20

export const KIOSK_MESSAGES = {
  codeWrong: 'That code is not right, or has been used or revoked. Ask an admin for a new one.',
  revoked: 'This kiosk device has been revoked.',
  notKiosk: 'This screen is for kiosk devices.',
  noSession: 'This kiosk has no session to check people in at today.',
  surnameTooShort: `Type at least ${KIOSK_MIN_SURNAME} letters of your surname.`,
  notHere: 'Someone chosen is not booked for this session here.',
} as const
