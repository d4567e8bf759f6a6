'use client'

import { listInWords } from '@/platform/audit/audit-words'
import type { CheckinPerson } from '../../list-checkin'
import { groupCheckinCandidates } from '../../rules/door-groups'

/**
 * The foot of a group's block at the door. "Check in group" lets in everyone of the group who booked
 * the session and is not in yet, less those the volunteer unticked (someone who stayed at home).
 * Those who did not book it are named, and "Check in all and add this session" lets everyone ticked
 * in with one tap, adding the session to whoever lacks it — never one dialog per person.
 */
export function GroupCheckin({
  people,
  session,
  sessionTitle,
  noun,
  excluded,
  isBusy,
  onCheckIn,
}: {
  people: CheckinPerson[]
  session: string
  sessionTitle: string
  noun: 'day' | 'session'
  excluded: ReadonlySet<number>
  isBusy: boolean
  onCheckIn: (people: CheckinPerson[], options: { addSession: boolean }) => void
}) {
  const notIn = people.filter((person) => !person.checkedInAt[session])
  const candidates = new Set(groupCheckinCandidates(people, session))
  const booked = notIn.filter((person) => candidates.has(person.id))
  const unbooked = notIn.filter((person) => !candidates.has(person.id))
  const ticked = (group: CheckinPerson[]) => group.filter((person) => !excluded.has(person.id))
  if (!notIn.length)
    return <p className="staff-muted door-group__done">Everyone in this group is checked in for {sessionTitle}.</p>
  const nobodyBooked = people.every((person) => !person.sessions.includes(session))
  const everyoneTicked = ticked(notIn)
  return (
    <div className="door-group__foot">
      {nobodyBooked ? (
        <p className="door-group__note">Nobody in this group booked {sessionTitle}.</p>
      ) : (
        unbooked.length > 0 && (
          <p className="door-group__note">
            {listInWords(unbooked.map((person) => person.fullName))} did not book {sessionTitle}.
          </p>
        )
      )}
      {notIn.length > 1 && <span className="staff-muted">Untick anyone who is not here.</span>}
      <div className="staff-actions">
        {booked.length > 0 && (
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium staff-toggle"
            disabled={isBusy || ticked(booked).length === 0}
            onClick={() => onCheckIn(ticked(booked), { addSession: false })}
          >
            Check in group ({ticked(booked).length})
          </button>
        )}
        {unbooked.length > 0 && (
          <button
            type="button"
            className={`btn btn--size-medium staff-toggle ${booked.length ? 'btn--style-secondary' : 'btn--style-primary'}`}
            disabled={isBusy || everyoneTicked.length === 0}
            onClick={() => onCheckIn(everyoneTicked, { addSession: true })}
          >
            Check in all ({everyoneTicked.length}) and add this {noun}
          </button>
        )}
      </div>
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
