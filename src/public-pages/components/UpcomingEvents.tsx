import Link from 'next/link'

import { Section } from '@/ui/Section'
import { sessionsOf, splitEvents } from '@/events'
import { listPublishedEvents } from '@/events/components/get-published-event'
import { Timed } from '@/events/components/Timed'
import { EVENTS_PATH } from '@/site'

import { countTimeline, UpcomingEventItems } from './EventsList'

/**
 * The next few published events, soonest first, filled in by itself: nothing to edit but the heading.
 * Cached like every page, so each event also disappears in the visitor's browser once it has ended
 * (see Timed). With nothing coming up it shows `emptyMessage`, or nothing at all when there is none.
 * The event featured elsewhere on the page (`excludeId`) is left out.
 */
export async function UpcomingEvents({
  heading,
  intro,
  anchorId,
  limit = 3,
  excludeId = null,
  emptyMessage = null,
}: {
  heading?: string | null
  intro?: string | null
  anchorId?: string | null
  limit?: number | null
  excludeId?: number | null
  emptyMessage?: string | null
}) {
  const now = new Date()
  const events = (await listPublishedEvents())
    .filter((event) => event.id !== excludeId)
    .map((event) => ({ ...event, sessions: sessionsOf(event) }))
  const shown = splitEvents(now, events).upcoming.slice(0, limit ?? 3)
  const section = (content: React.ReactNode) => (
    <Section anchorId={anchorId} heading={heading || 'Upcoming events'} intro={intro}>
      {content}
    </Section>
  )
  const empty = emptyMessage
    ? section(
        <p className="text-slate-700">
          {emptyMessage}{' '}
          <Link href={EVENTS_PATH} className="font-semibold text-brand underline">
            See all events
          </Link>
        </p>,
      )
    : null
  if (!shown.length) return empty
  return (
    <Timed
      timeline={countTimeline(shown, false)}
      now={now}
      render={(hasUpcoming) =>
        hasUpcoming
          ? section(
              <>
                <UpcomingEventItems events={shown} now={now} testId="home-upcoming-events" />
                <p className="mt-6">
                  <Link href={EVENTS_PATH} className="font-semibold text-brand underline">
                    See all events
                  </Link>
                </p>
              </>,
            )
          : empty
      }
    />
  )
}
