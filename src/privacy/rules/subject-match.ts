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
