import type { EventSession } from './event-model'

export const MAX_SESSIONS = 20

/** A session key: lower-case letters and digits in words joined by single dashes. */
const SESSION_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isSessionKey = (value: string) => SESSION_KEY.test(value)

const instant = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN)

/**
 * Everything wrong with an event's sessions, as sentences for the editor, in session order; empty
 * when they are fine. Keys are what registrations store, so they must be well-formed, unique and
 * distinct from the all-sessions marker.
 */
export function sessionValidationErrors(
  sessions: readonly Pick<EventSession, 'key' | 'startsAt' | 'endsAt'>[],
  allKey: string,
): string[] {
  const errors: string[] = []
  if (sessions.length < 1 || sessions.length > MAX_SESSIONS) errors.push(`An event has 1 to ${MAX_SESSIONS} sessions.`)

  const seen = new Set<string>()
  const reported = new Set<string>()
  sessions.forEach((session, index) => {
    const name = `Session ${index + 1}`
    const key = session.key ?? ''
    if (!isSessionKey(key))
      errors.push(`${name}'s key must be lower-case letters, digits and dashes, like "super-sunday".`)
    else if (key === allKey)
      errors.push(`${name}'s key cannot be "${allKey}": that value stands for choosing every session.`)
    else if (seen.has(key) && !reported.has(key)) {
      errors.push(`Two sessions share the key "${key}": each needs its own.`)
      reported.add(key)
    }
    seen.add(key)

    const start = instant(session.startsAt)
    const end = instant(session.endsAt)
    if (Number.isNaN(start) || Number.isNaN(end)) errors.push(`${name} needs a start and an end date and time.`)
    else if (end <= start) errors.push(`${name} must end after it starts.`)
  })
  return errors
}
