/**
 * The rules a door device's queued taps are applied by (see door-sync.ts). A device may have been
 * offline, so each tap carries the time it was taken, and taps are applied in time order.
 */

/** A device's clock may run a little ahead of the server's: a tap this far in the future counts as now. */
const CLOCK_SKEW_MS = 2 * 60_000
/** A tap older than this is refused: no door stays offline for a week, so its clock or its queue is wrong. */
const OLDEST_TAP_MS = 7 * 24 * 60 * 60_000
/** Days the door's change log and tap nonces are kept: a day beyond the oldest tap still accepted. */
export const DOOR_LOG_DAYS = OLDEST_TAP_MS / 86_400_000 + 1

/** The time a queued tap is recorded at: the device's own, no later than now; null when it cannot be believed. */
export function tapTime(at: string, now: Date): string | null {
  const ms = Date.parse(at)
  if (!Number.isFinite(ms)) return null
  if (ms > now.getTime() + CLOCK_SKEW_MS || ms < now.getTime() - OLDEST_TAP_MS) return null
  return new Date(Math.min(ms, now.getTime())).toISOString()
}

export type DoorTap = { action: 'in' | 'out'; at: string }
export type DoorState = {
  /** The person's check-in at the session, if there is one. */
  checkedInAt: string | null
  /** The latest undo of their check-in at the session, if any. */
  lastUndoneAt: string | null
}
export type TapOutcome = 'create' | 'move-earlier' | 'delete' | 'unchanged' | 'superseded'

/**
 * What a tap does, taken in time order with everything already recorded:
 * - a check-in when the person is in already keeps the earliest time (two devices letting the same
 *   person in offline make one check-in, at the first device's time);
 * - a check-in older than an undo recorded since is superseded: the undo came later;
 * - an undo removes a check-in made at or before it, never one made after it (another device let
 *   the person in again later).
 */
export function tapOutcome(tap: DoorTap, state: DoorState): TapOutcome {
  const at = Date.parse(tap.at)
  if (tap.action === 'in') {
    if (state.checkedInAt) return at < Date.parse(state.checkedInAt) ? 'move-earlier' : 'unchanged'
    return state.lastUndoneAt && Date.parse(state.lastUndoneAt) > at ? 'superseded' : 'create'
  }
  if (!state.checkedInAt) return 'unchanged'
  return Date.parse(state.checkedInAt) <= at ? 'delete' : 'superseded'
}

/** The door's copy of one person: the least it needs to find and let them in. */
export type DoorPerson = {
  id: number
  fullName: string
  /** The group they came with, by its booker's name (their own when they booked for themselves). */
  household: string
  checkinCode: string | null
  /** The sessions they chose. */
  sessions: string[]
  isChild: boolean
  /** When they were let in at the session, if they were. */
  checkedInAt: string | null
}

/** A person whose check-in at the session changed, as they are now. */
export type DoorChange = { registration: number; checkedInAt: string | null }
