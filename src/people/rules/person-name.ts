import { isSameGivenName } from './nicknames'

/**
 * A name as it is compared: lower case, accents and punctuation gone, spaces single ("Zoë O'Brien-Smith"
 * → "zoe obrien smith"). Names are never changed as stored; this is only for matching.
 */
export function comparableName(fullName: string | null | undefined): string {
  return (fullName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The given name and the surname of a full name: the first word and the last (one word is both). */
export function nameParts(fullName: string | null | undefined): { given: string; surname: string } {
  const words = comparableName(fullName).split(' ').filter(Boolean)
  return { given: words[0] ?? '', surname: words.at(-1) ?? '' }
}

/**
 * Whether two full names can be one person's: the same surname, and the same given name or a known
 * short form of it ("Tom Smith" and "Thomas Smith"; never "Tom Smith" and "Thomas Jones").
 */
export function isMatchingName(a: string, b: string): boolean {
  const one = nameParts(a)
  const other = nameParts(b)
  if (!one.surname || one.surname !== other.surname) return false
  return isSameGivenName(one.given, other.given)
}
