/**
 * How an erasure or a subject access request recognises a person in stored text: their e-mail
 * address as a whole address (never inside a longer one: erasing sam@x.example leaves
 * busam@x.example's messages alone), and their phone numbers however they were written.
 */

const REGEX_SPECIALS = /[.*+?^${}()|[\]\\]/g

/** Characters that may continue an address on either side; a full stop only if more follows it. */
const BEFORE = '(?<![a-z0-9._%+-])'
const AFTER = '(?![a-z0-9_%+-]|\\.[a-z0-9])'

/**
 * A regular expression, for PostgreSQL's case-insensitive `~*` (and JavaScript's `i` flag), that
 * finds the address in any text: a To or Reply-To header, a message body, an HTML link, JSON.
 */
export function addressPattern(email: string): string {
  return `${BEFORE}${email.trim().toLowerCase().replace(REGEX_SPECIALS, '\\$&')}${AFTER}`
}

/** Shorter than this, a string of digits is not a phone number worth matching on. */
const MIN_PHONE_DIGITS = 7
/** The national number of a UK phone, and enough of any other to tell people apart. */
const KEY_DIGITS = 10

/**
 * The digits that identify a phone number however it was typed: 07700 900444, +44 7700 900444 and
 * 0044 7700 900444 all give 7700900444 (the last ten digits), so an SMS sent in international
 * format is found from the number the person typed on a form.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length < MIN_PHONE_DIGITS ? null : digits.slice(-KEY_DIGITS)
}

/** The SQL expression giving `phoneKey` of a column, so the database finds the same numbers. */
export const phoneKeySql = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), ${KEY_DIGITS})`
