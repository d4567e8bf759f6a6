import { parseCheckinCode } from '@/registrations/shared'

/** What the door knows of a person for grouping: who booked them along, if anyone. */
export type DoorGroupable = { id: number; bookedBy: { id: number; fullName: string } | null }

/** One block of the door's list: a person, and the people they brought who are listed too. */
export type DoorBlock<P> = { lead: P; members: P[] }

/**
 * The door's list in blocks, in the list's own order: each person brought along sits under their
 * booker when the booker is listed; otherwise (found by search alone) they stand on their own, and
 * the screen names their booker beside them.
 */
export function doorBlocks<P extends DoorGroupable>(people: readonly P[]): DoorBlock<P>[] {
  const listed = new Set(people.map((person) => person.id))
  const isUnderBooker = (person: P) =>
    person.bookedBy !== null && person.bookedBy.id !== person.id && listed.has(person.bookedBy.id)
  const membersOf = new Map<number, P[]>()
  for (const person of people) {
    if (!isUnderBooker(person)) continue
    const bookerId = person.bookedBy!.id
    membersOf.set(bookerId, [...(membersOf.get(bookerId) ?? []), person])
  }
  return people
    .filter((person) => !isUnderBooker(person))
    .map((lead) => ({ lead, members: membersOf.get(lead.id) ?? [] }))
}

/** What "Check in group" needs of a person: the sessions they hold and when they were let in at each. */
export type DoorGroupPerson = { id: number; sessions: string[]; checkedInAt: Record<string, string> }

/**
 * Who of a group can be let in at the session with one tap: registered for it and not in yet. Someone
 * who did not register for the session is left to a tap of their own (the door asks about them first).
 */
export function groupCheckinCandidates(group: readonly DoorGroupPerson[], session: string): number[] {
  return group
    .filter((person) => person.sessions.includes(session) && !person.checkedInAt[session])
    .map((person) => person.id)
}

/**
 * How the door found the people it lets in: by QR when the search holds a code that arrived by the
 * camera or a scanned link and it is the code of one of them (a booker's code brings up their whole
 * group); anything typed is a search.
 */
export function doorCheckinMethod(
  search: { text: string; isScanned: boolean },
  people: ReadonlyArray<{ checkinCode?: string | null }>,
): 'qr' | 'search' {
  if (!search.isScanned) return 'search'
  const code = parseCheckinCode(search.text)
  return code !== null && people.some((person) => person.checkinCode === code) ? 'qr' : 'search'
}
