'use client'

import { groupCheckinCandidates } from '../../rules/door-groups'
import type { CheckinPerson } from '../../list-checkin'

/**
 * The foot of a group's block at the door: one button lets in everyone of the group registered for
 * the session and not in yet, less those the volunteer unticked (someone who stayed at home).
 */
export function GroupCheckin({
  people,
  session,
  excluded,
  isBusy,
  onCheckIn,
}: {
  people: CheckinPerson[]
  session: string
  excluded: ReadonlySet<number>
  isBusy: boolean
  onCheckIn: (people: CheckinPerson[]) => void
}) {
  const candidates = new Set(groupCheckinCandidates(people, session))
  const chosen = people.filter((person) => candidates.has(person.id) && !excluded.has(person.id))
  if (!candidates.size)
    return <p className="staff-muted door-group__done">Everyone of this group registered for it is checked in.</p>
  return (
    <div className="door-group__foot">
      {candidates.size > 1 && <span className="staff-muted">Untick anyone who is not here.</span>}
      <button
        type="button"
        className="btn btn--style-primary btn--size-medium staff-toggle"
        disabled={isBusy || chosen.length === 0}
        onClick={() => onCheckIn(chosen)}
      >
        Check in group ({chosen.length})
      </button>
    </div>
  )
}

/** The box on a group member's row choosing them for the group's check-in (ticked unless unticked). */
export function GroupMemberBox({
  person,
  isExcluded,
  onChange,
}: {
  person: CheckinPerson
  isExcluded: boolean
  onChange: (isIncluded: boolean) => void
}) {
  return (
    <label className="door-group__box">
      <input
        type="checkbox"
        checked={!isExcluded}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={`Include ${person.fullName} in the group check-in`}
      />
    </label>
  )
}
