import { isMatchingName } from './person-name'

/** Someone already known who shares the submission's address or phone, as the lookup reads them. */
export type PersonCandidate = {
  id: number
  fullName: string
  householdId: number | null
  /** The candidate's address keys that matching compares (the lookup reads only the submission's own). */
  emailKeys: readonly string[]
  /** The candidate's phone keys that matching compares (likewise). */
  phoneKeys: readonly string[]
  /** How alike the two full names are (PostgreSQL's pg_trgm similarity, 0 to 1). */
  nameSimilarity: number
  /** Everyone in the candidate's household, themselves included, for matching who a booker brings. */
  household: ReadonlyArray<{ id: number; fullName: string }>
}

/** Who a submission is: an address and a phone (either may be missing), and a name. */
export type PersonDetails = { fullName: string; emailKey: string | null; phoneKey: string | null }

export type PersonMatch =
  | { kind: 'existing'; personId: number }
  /** Someone new; in the household of the person whose address they share, who may be them under another name. */
  | { kind: 'new'; householdId: number | null; possibleDuplicateOf: number | null }

/** Names this alike (trigrams), with the same phone, are one person's: "Jon Smyth" and "John Smith". */
const SIMILAR_NAME = 0.6

/**
 * Who a new submission is. The same address and a matching name (same surname, same given name or a
 * known short form) is that person; so is the same phone with a similar name. The same address with
 * another name is someone else in the same household (a family sharing an address), listed with the
 * other as a possible duplicate. Never a name alone, never an address or a phone alone: nobody can
 * attach themselves to someone else's record by knowing one detail of it. Candidates are in the order
 * they were first seen; the earliest matching one wins.
 */
export function matchPerson(details: PersonDetails, candidates: readonly PersonCandidate[]): PersonMatch {
  const sharingAddress = details.emailKey
    ? candidates.filter((candidate) => candidate.emailKeys.includes(details.emailKey!))
    : []
  const byAddress = sharingAddress.find((candidate) => isMatchingName(details.fullName, candidate.fullName))
  if (byAddress) return { kind: 'existing', personId: byAddress.id }
  const byPhone =
    details.phoneKey &&
    candidates.find(
      (candidate) =>
        candidate.phoneKeys.includes(details.phoneKey!) &&
        (isMatchingName(details.fullName, candidate.fullName) || candidate.nameSimilarity >= SIMILAR_NAME),
    )
  if (byPhone) return { kind: 'existing', personId: byPhone.id }
  const family = sharingAddress[0]
  return family
    ? { kind: 'new', householdId: family.householdId, possibleDuplicateOf: family.id }
    : { kind: 'new', householdId: null, possibleDuplicateOf: null }
}

/**
 * Who someone brought along is (they give no address or phone): the person of that name in the
 * booker's household, or someone new there.
 */
export function matchBroughtPerson(
  fullName: string,
  household: ReadonlyArray<{ id: number; fullName: string }>,
): number | null {
  return household.find((member) => isMatchingName(fullName, member.fullName))?.id ?? null
}

/** Who a registration's booker is, the household their group belongs to, and who each person brought is. */
export type RegistrationPeople = {
  booker: PersonMatch
  /** The group's household: the booker's own, their family's, a new one for a first group (`new`), or none. */
  household: number | 'new' | null
  /** Each person brought: someone of that name already in the household, or someone new (null). */
  brought: Array<number | null>
}

/**
 * The people of a registration, from who its booker could be: the booker as matchPerson decides; the
 * group a booker brings is a household, the booker's own when they have one; each person brought is
 * matched by name within it.
 */
export function matchRegistrationPeople(
  details: PersonDetails,
  candidates: readonly PersonCandidate[],
  broughtNames: readonly string[],
): RegistrationPeople {
  const booker = matchPerson(details, candidates)
  const known = booker.kind === 'existing' ? candidates.find((candidate) => candidate.id === booker.personId) : null
  const existingHousehold = known ? known.householdId : booker.kind === 'new' ? booker.householdId : null
  const household = existingHousehold ?? (broughtNames.length ? 'new' : null)
  const members = existingHousehold
    ? (candidates.find((candidate) => candidate.householdId === existingHousehold)?.household ?? [])
    : []
  const taken = new Set<number>(booker.kind === 'existing' ? [booker.personId] : [])
  const brought = broughtNames.map((name) => {
    const id = matchBroughtPerson(
      name,
      members.filter((member) => !taken.has(member.id)),
    )
    if (id !== null) taken.add(id)
    return id
  })
  return { booker, household, brought }
}
