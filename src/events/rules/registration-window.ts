import { instantOf } from './countdown'
import type { RegistrationWindowSettings, SessionTimes } from './event-model'
import { formatDateTimeAt } from './event-time'

export type RegistrationWindow =
  { state: 'open' } | { state: 'not-open'; opensAt: string } | { state: 'closed'; closedAt: string | null }

/**
 * When registration closes, as an instant; null when it never does. An event set to close "at a
 * date" without one closes when its last session ends, as if nothing had been chosen, rather than
 * staying open for ever. Undefined means there is nothing to close at: no date and no sessions.
 */
function closingInstant(
  settings: RegistrationWindowSettings,
  sessions: readonly SessionTimes[],
): Date | null | undefined {
  const closes = settings.registrationCloses ?? 'last-session-ends'
  if (closes === 'never') return null
  if (closes === 'at-date' && settings.registrationClosesAt)
    return instantOf(settings.registrationClosesAt, 'Registration closing time')
  const ends = sessions.map((session, index) => instantOf(session.endsAt, `Session ${index + 1}'s end`))
  return ends.length ? new Date(Math.max(...ends.map((end) => end.getTime()))) : undefined
}

/**
 * Whether a visitor may register at `now`. Both edges are half-open: open from the opening instant,
 * closed from the closing instant. A closing time that has passed wins over an opening time still
 * to come, since such an event will never take registrations. An event with no sessions and no
 * closing rule that could apply is closed: there is nothing to register for.
 */
export function registrationWindow(
  now: Date,
  settings: RegistrationWindowSettings,
  sessions: readonly SessionTimes[],
): RegistrationWindow {
  const closesAt = closingInstant(settings, sessions)
  if (closesAt === undefined) return { state: 'closed', closedAt: null }
  if (closesAt && now >= closesAt) return { state: 'closed', closedAt: closesAt.toISOString() }

  const opensAt = settings.registrationOpensAt
    ? instantOf(settings.registrationOpensAt, 'Registration opening time')
    : null
  if (opensAt && now < opensAt) return { state: 'not-open', opensAt: opensAt.toISOString() }
  return { state: 'open' }
}

/** The sentence the event page shows in place of the form; null while the form is open. */
export function registrationWindowMessage(window: RegistrationWindow): string | null {
  if (window.state === 'not-open') return `Registration opens on ${formatDateTimeAt(window.opensAt)} (UK time).`
  if (window.state === 'closed') return 'Registration for this event has closed.'
  return null
}
