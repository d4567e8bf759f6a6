import { onAWaitingListFor, paymentAudienceLabel } from '@/registrations/shared'
import { isCapped, placeLimitsOf } from '@/places/shared'
import { eventAudienceKey, paymentAudienceKey } from './messaging'

export type EventAudienceOption = { key: string; label: string; group: string }
type SessionForAudiences = { key: string; title: string; endsAt: string; capacity?: number | null }
type EventForAudiences = {
  id: number
  title: string
  capacity?: number | null
  sessions: readonly SessionForAudiences[]
  /** A paid event: its bookers awaiting payment and those paid are audiences too. */
  isPaid?: boolean
  /** It takes a deposit: those with the deposit in and the balance owed are an audience as well. */
  takesDeposit?: boolean
}

/**
 * The label of an event's people as a whole: those holding a place, or those on one of its waiting
 * lists. Where places are limited "registered" would be ambiguous (someone waiting has registered
 * too), so it says "with a place"; where they are not, nobody waits and it says what it always has.
 */
export function eventWideAudienceLabel(title: string, attendance: 'all' | 'waiting', hasPlaceLimits: boolean): string {
  if (attendance === 'waiting') return onAWaitingListFor(title)
  return hasPlaceLimits ? `Everyone with a place at ${title}` : `Everyone registered for ${title}`
}

/**
 * The compose screen's audiences for one event: everyone holding a place at it (and, where places
 * are limited, everyone waiting), then per session those registered, those checked in, (once the
 * session has ended) those who registered and never came, and those on its waiting list where the
 * session can fill (a limit of its own or the event's); for a paid event, its bookers awaiting
 * payment, (where it takes a deposit) those with a balance still owed, and those who have paid.
 */
export function eventAudienceOptions(event: EventForAudiences, now: Date): EventAudienceOption[] {
  const group = event.title
  const limits = placeLimitsOf(event)
  const hasPlaceLimits = isCapped(limits)
  const canFill = (session: SessionForAudiences) =>
    limits.eventCapacity !== null ||
    limits.sessions.some((limit) => limit.key === session.key && limit.capacity !== null)
  return [
    { key: eventAudienceKey(event.id), label: eventWideAudienceLabel(event.title, 'all', hasPlaceLimits), group },
    ...(hasPlaceLimits
      ? [
          {
            key: eventAudienceKey(event.id, null, 'waiting'),
            label: eventWideAudienceLabel(event.title, 'waiting', true),
            group,
          },
        ]
      : []),
    ...(event.isPaid
      ? (event.takesDeposit ? (['awaiting', 'part-paid', 'paid'] as const) : (['awaiting', 'paid'] as const)).map(
          (payment) => ({
            key: paymentAudienceKey(event.id, payment),
            label: paymentAudienceLabel(event.title, payment),
            group,
          }),
        )
      : []),
    ...event.sessions.flatMap((session) => [
      { key: eventAudienceKey(event.id, session.key, 'all'), label: `Registered for ${session.title}`, group },
      { key: eventAudienceKey(event.id, session.key, 'checked-in'), label: `Checked in at ${session.title}`, group },
      ...(now >= new Date(session.endsAt)
        ? [
            {
              key: eventAudienceKey(event.id, session.key, 'no-show'),
              label: `Registered for ${session.title}, did not come`,
              group,
            },
          ]
        : []),
      ...(canFill(session)
        ? [
            {
              key: eventAudienceKey(event.id, session.key, 'waiting'),
              label: `On the waiting list for ${session.title}`,
              group,
            },
          ]
        : []),
    ]),
  ]
}
