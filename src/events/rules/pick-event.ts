import { instantOf } from './countdown'
import type { SessionTimes } from './event-model'

export type EventForPicking = { id: number; sessions: readonly SessionTimes[] }

type Span = { id: number; start: number; end: number }

function spanOf(event: EventForPicking): Span | null {
  if (!event.sessions.length) return null
  const starts = event.sessions.map((session, index) =>
    instantOf(session.startsAt, `Event ${event.id} session ${index + 1}'s start`).getTime(),
  )
  const ends = event.sessions.map((session, index) =>
    instantOf(session.endsAt, `Event ${event.id} session ${index + 1}'s end`).getTime(),
  )
  return { id: event.id, start: Math.min(...starts), end: Math.max(...ends) }
}

/** The span that scores highest; the first listed wins a tie. */
const best = (spans: readonly Span[], score: (span: Span) => number): Span | undefined =>
  spans.reduce<Span | undefined>((chosen, span) => (!chosen || score(span) > score(chosen) ? span : chosen), undefined)

/**
 * The event staff most likely mean when they have not said: the one happening now (the latest to
 * have started, if several overlap), else the next to start, else the one that ended most recently.
 * Null when there are no events with sessions.
 */
export function defaultEventId(now: Date, events: readonly EventForPicking[]): number | null {
  const at = now.getTime()
  const spans = events.map(spanOf).filter((span): span is Span => span !== null)
  const happening = best(
    spans.filter((span) => span.start <= at && at < span.end),
    (span) => span.start,
  )
  const upcoming = best(
    spans.filter((span) => at < span.start),
    (span) => -span.start,
  )
  const ended = best(
    spans.filter((span) => span.end <= at),
    (span) => span.end,
  )
  return (happening ?? upcoming ?? ended)?.id ?? null
}
