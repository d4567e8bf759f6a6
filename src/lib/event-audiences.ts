import { eventAudienceKey } from './messaging'

export type EventAudienceOption = { key: string; label: string; group: string }
type EventForAudiences = { id: number; title: string; sessions: readonly { key: string; title: string; endsAt: string }[] }

/**
 * The compose screen's audiences for one event: everyone registered for it, then per session those
 * registered, those checked in, and (once the session has ended) those who registered and never came.
 */
export function eventAudienceOptions(event: EventForAudiences, now: Date): EventAudienceOption[] {
  const group = event.title
  return [
    { key: eventAudienceKey(event.id), label: `Everyone registered for ${event.title}`, group },
    ...event.sessions.flatMap((session) => [
      { key: eventAudienceKey(event.id, session.key, 'all'), label: `Registered for ${session.title}`, group },
      { key: eventAudienceKey(event.id, session.key, 'checked-in'), label: `Checked in at ${session.title}`, group },
      ...(now >= new Date(session.endsAt) ? [{ key: eventAudienceKey(event.id, session.key, 'no-show'), label: `Registered for ${session.title}, did not come`, group }] : []),
    ]),
  ]
}
