import { parseCheckinCode } from '@/registrations/shared'

import type { CheckinPerson } from '../list-checkin'
import type { DoorChange, DoorPerson } from './door-ops'

/**
 * How a door device keeps its copy of a session's list in step while it works offline: its own taps
 * at once, the server's changes when it syncs (except for people it still has taps waiting for,
 * whose taps are laid over them again), and the list the door shows, searched on the device.
 */

/** As many people as the online list shows at once. */
const DOOR_LIST_LIMIT = 100

type Tap = { registration: number; action: 'in' | 'out'; at: string }

/** The copy after a tap: a check-in keeps the earliest time, as the server will. */
export function withTap(people: DoorPerson[], tap: Tap): DoorPerson[] {
  return people.map((person) => {
    if (person.id !== tap.registration) return person
    if (tap.action === 'out') return { ...person, checkedInAt: null }
    const earliest = person.checkedInAt && person.checkedInAt < tap.at ? person.checkedInAt : tap.at
    return { ...person, checkedInAt: earliest }
  })
}

/** The copy after the server's changes, with the device's taps still waiting laid over them. */
export function withChanges(people: DoorPerson[], changes: DoorChange[], waiting: Tap[]): DoorPerson[] {
  const changed = new Map(changes.map((change) => [change.registration, change.checkedInAt]))
  const merged = people.map((person) =>
    changed.has(person.id) ? { ...person, checkedInAt: changed.get(person.id) ?? null } : person,
  )
  return waiting.reduce(withTap, merged)
}

/** "checked in / expected" at the session, from the copy. */
export function copyCounts(people: DoorPerson[], session: string): { checkedIn: number; expected: number } {
  const expected = people.filter((person) => person.sessions.includes(session))
  return { checkedIn: expected.filter((person) => person.checkedInAt).length, expected: expected.length }
}

/**
 * The door's list from the copy: without a search, who is expected at the session; with one, anyone
 * whose name contains it or whose check-in code it is. The device holds no contact details, so an
 * e-mail address or phone number finds nobody while offline.
 */
export function copyList(
  people: DoorPerson[],
  { session, search }: { session: string; search: string },
): { people: CheckinPerson[]; total: number } {
  const term = search.trim().toLowerCase()
  const code = parseCheckinCode(search)
  const matches = people.filter((person) =>
    term
      ? person.fullName.toLowerCase().includes(term) || (code !== null && person.checkinCode === code)
      : person.sessions.includes(session),
  )
  return {
    total: matches.length,
    people: matches.slice(0, DOOR_LIST_LIMIT).map((person) => ({
      id: person.id,
      fullName: person.fullName,
      email: null,
      phone: null,
      phoneHint: null,
      confirmationBounced: false,
      checkinCode: person.checkinCode,
      sessions: person.sessions,
      checkedInAt: person.checkedInAt ? { [session]: person.checkedInAt } : {},
      bookedBy: null,
      isChild: person.isChild,
    })),
  }
}
