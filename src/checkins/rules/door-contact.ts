import { normaliseEmail } from '@/platform/data/normalise'

/**
 * What the door may know of a person's contact details. Volunteers never see an e-mail address or a
 * phone number: the last digits of the phone, masked, are enough to tell two people of one name apart.
 */

/** How many trailing digits the hint shows; fewer than this many and it shows none. */
const HINT_DIGITS = 4
const MASK = '••••'

/** "07700 900123" → "•••• 0123"; null when there is no phone (or too few digits to hide the rest). */
export function phoneHint(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length <= HINT_DIGITS) return null
  return `${MASK} ${digits.slice(-HINT_DIGITS)}`
}

/**
 * A UK number is matched on its last ten digits, so "07700 900123", "+44 7700 900123" and
 * "0044 7700900123" are one number. Anything shorter is not a whole number and matches nothing:
 * a volunteer cannot uncover a phone number a few digits at a time.
 */
const PHONE_MATCH_DIGITS = 10

/** The key two ways of writing one phone number share, or null when the text is not a whole phone number. */
export function phoneMatchKey(text: string | null | undefined): string | null {
  const value = (text ?? '').trim()
  if (!/^[+\d][\d\s().-]*$/.test(value)) return null
  const digits = value.replace(/\D/g, '')
  return digits.length >= PHONE_MATCH_DIGITS ? digits.slice(-PHONE_MATCH_DIGITS) : null
}

/**
 * The contact details a door search names exactly: a whole e-mail address or a whole phone number.
 * Volunteers find people by these without ever reading them; fragments match nothing.
 */
export function exactContactOf(search: string | null | undefined): { email: string | null; phoneKey: string | null } {
  const text = (search ?? '').trim()
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? normaliseEmail(text) : null
  return { email, phoneKey: phoneMatchKey(text) }
}
