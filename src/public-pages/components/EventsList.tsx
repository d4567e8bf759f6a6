import type { Metadata } from 'next'
import Link from 'next/link'

import { Section } from '@/ui/Section'
import {
  endedTimeline,
  eventPlaces,
  type EventSession,
  eventTimeStatus,
  formatEventDates,
  lastSessionEnd,
  latestEndFirst,
  registrationTimeline,
  sessionsOf,
  splitEvents,
  timelineOf,
} from '@/events'
import { listPublishedEvents } from '@/events/components/get-published-event'
import { Timed } from '@/events/components/Timed'
import { eventPagePath, EVENTS_PATH } from '@/site'
import { getSiteChrome } from '@/site/components/get-page'

export async function eventsListMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  const description = `What's on at ${settings.churchName}: upcoming events, how to register, and past events.`
  return {
    title: 'Events',
    description,
    alternates: { canonical: EVENTS_PATH },
    openGraph: { title: 'Events', description, url: EVENTS_PATH },
  }
}

export type ListedEvent = Omit<Awaited<ReturnType<typeof listPublishedEvents>>[number], 'sessions'> & {
  sessions: EventSession[]
}

function EventItem({ event, now, isPast }: { event: ListedEvent; now: Date; isPast: boolean }) {
  const href = eventPagePath(event.slug)
  const places = eventPlaces(event.sessions)
  return (
    <li className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <p className="text-sm font-semibold text-accent uppercase">{formatEventDates(event.sessions)}</p>
      <h3 className="mt-1 text-xl font-bold">
        <Link href={href} className="hover:underline">
          {event.title}
        </Link>
      </h3>
      {places && <p className="mt-1 text-slate-700">{places}</p>}
      {event.summary && <p className="mt-2 text-slate-600">{event.summary}</p>}
      {isPast ? (
        event.recordingUrl && (
          <a href={event.recordingUrl} target="_blank" rel="noopener noreferrer" className={`mt-4 ${OUTLINE_BUTTON}`}>
            Watch the Recording
          </a>
        )
      ) : (
        <Timed
          timeline={registrationTimeline(event, event.sessions)}
          now={now}
          render={(closedMessage) =>
            closedMessage ? (
              <p className="mt-4 text-slate-600">{closedMessage}</p>
            ) : (
              <Link
                href={`${href}#register`}
                className="mt-4 inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-light"
                aria-label={`Register for ${event.title}`}
              >
                Register
              </Link>
            )
          }
        />
      )}
    </li>
  )
}

const OUTLINE_BUTTON = 'inline-block rounded border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50'

/** Upcoming events as cards, each leaving the visitor's page once it has ended (see Timed). */
export function UpcomingEventItems({
  events,
  now,
  testId,
}: {
  events: readonly ListedEvent[]
  now: Date
  testId: string
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-testid={testId}>
      {events.map((event) => (
        <Timed
          key={event.id}
          timeline={endedTimeline(event.sessions)}
          now={now}
          render={(isEnded) => !isEnded && <EventItem event={event} now={now} isPast={false} />}
        />
      ))}
    </ul>
  )
}

/** Whether any of the events is (or none is) in the wanted state, as a timeline over all their ends. */
export function countTimeline(events: readonly ListedEvent[], wantEnded: boolean) {
  return timelineOf(
    events.map((event) => lastSessionEnd(event.sessions)),
    (now) => events.some((event) => (eventTimeStatus(now, event.sessions) === 'ended') === wantEnded),
  )
}

/**
 * /events: what is coming up (happening now included), soonest first, then past events, the latest
 * first. Cached like every public page, so each event is rendered on both sides of its end and the
 * visitor's browser shows it where it belongs now (see Timed); the split below is the render's.
 */
export async function EventsList() {
  const now = new Date()
  const events = (await listPublishedEvents()).map((event) => ({ ...event, sessions: sessionsOf(event) }))
  const { upcoming } = splitEvents(now, events)
  // Every event can end while the page is cached, so every one is ready for the past list.
  const allByEnd = latestEndFirst(events)
  return (
    <>
      <h1 className="mx-auto max-w-6xl px-4 pt-10 text-3xl font-bold sm:text-4xl">Events</h1>
      <Section heading="Upcoming events">
        <Timed
          timeline={countTimeline(upcoming, false)}
          now={now}
          render={(hasUpcoming) =>
            hasUpcoming ? (
              <UpcomingEventItems events={upcoming} now={now} testId="upcoming-events" />
            ) : (
              <p className="text-slate-700">There are no upcoming events at the moment. Please check back soon.</p>
            )
          }
        />
      </Section>
      <Timed
        timeline={countTimeline(allByEnd, true)}
        now={now}
        render={(hasPast) =>
          hasPast && (
            <Section heading="Past events">
              <ul className="grid gap-6 md:grid-cols-2" data-testid="past-events">
                {allByEnd.map((event) => (
                  <Timed
                    key={event.id}
                    timeline={endedTimeline(event.sessions)}
                    now={now}
                    render={(isEnded) => isEnded && <EventItem event={event} now={now} isPast />}
                  />
                ))}
              </ul>
            </Section>
          )
        }
      />
    </>
  )
}
