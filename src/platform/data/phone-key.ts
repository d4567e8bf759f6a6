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
