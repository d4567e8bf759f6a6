import { isSameGivenName } from './nicknames'
import { nameParts } from './person-name'

/** What two live people share, as the duplicates query finds it (people/list-duplicates). */
export type DuplicateEvidence = {
  nameA: string
  nameB: string
  /** They have an e-mail address with the same key (people/rules/email-key). */
  sharesEmail: boolean
  /** They have a phone with the same key. */
  sharesPhone: boolean
  /** Each has an address the other's is one typing mistake from, on the same domain. */
  emailTypo: boolean
  /** pg_trgm's similarity of the two lower-cased full names, 0 to 1. */
  nameSimilarity: number
}

export type DuplicateReason =
  'same-email' | 'same-phone' | 'same-first-name' | 'same-surname' | 'similar-name' | 'email-typo'

/** Rock's weights: a shared address or phone 4, the same first name (or a known short form) 3, surname 3. */
const DUPLICATE_WEIGHTS: Record<DuplicateReason, number> = {
  'same-email': 4,
  'same-phone': 4,
  'same-first-name': 3,
  'same-surname': 3,
  'similar-name': 2,
  'email-typo': 3,
}

/** What the admin reads beside each reason. */
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  'same-email': 'Same e-mail address',
  'same-phone': 'Same phone number',
  'same-first-name': 'Same first name (or a short form of it)',
  'same-surname': 'Same surname',
  'similar-name': 'Similar name',
  'email-typo': 'E-mail addresses one typing mistake apart',
}

/** Names at least this alike (trigrams) but not the same in both parts are "similar": "Jon Smyth", "John Smith". */
const SIMILAR_NAME_THRESHOLD = 0.5

/** A pair scoring less than this is not shown: one shared detail on its own, a shared address, is enough. */
export const MIN_DUPLICATE_SCORE = 4

/**
 * How likely two people are one, from what they share, and why: the sum of the weights of each piece
 * of evidence. A similar name counts only when the first name and surname do not both match already.
 */
export function scoreDuplicate(evidence: DuplicateEvidence): { score: number; reasons: DuplicateReason[] } {
  const a = nameParts(evidence.nameA)
  const b = nameParts(evidence.nameB)
  const reasons: DuplicateReason[] = []
  if (evidence.sharesEmail) reasons.push('same-email')
  if (evidence.sharesPhone) reasons.push('same-phone')
  const sameGiven = Boolean(a.given) && isSameGivenName(a.given, b.given)
  const sameSurname = Boolean(a.surname) && a.surname === b.surname && (a.given !== a.surname || b.given !== b.surname)
  if (sameGiven) reasons.push('same-first-name')
  if (sameSurname) reasons.push('same-surname')
  if (!(sameGiven && sameSurname) && evidence.nameSimilarity >= SIMILAR_NAME_THRESHOLD) reasons.push('similar-name')
  if (evidence.emailTypo && !evidence.sharesEmail) reasons.push('email-typo')
  return { score: reasons.reduce((sum, reason) => sum + DUPLICATE_WEIGHTS[reason], 0), reasons }
}
