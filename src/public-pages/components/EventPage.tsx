import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { allSessionsCalendarLink, sessionCalendarLink, toEmbedUrl } from '@/site'
import { getSiteChrome } from '@/site/components/get-page'
import { BackgroundImage } from '@/site/components/BackgroundImage'
import { ButtonLinks } from '@/site/components/ButtonLinks'
import { EmbedFrame } from '@/site/components/EmbedFrame'
import { PrivacyNoticeLink } from '@/site/components/PrivacyNoticeLink'
import { SocialLinkList } from '@/site/components/SocialLinkList'
import {
  type AttendanceUnit,
  type BannerState,
  bannerTimeline,
  endedTimeline,
  eventJsonLd,
  type EventSession,
  formatDayDate,
  formatTimeRange,
  hasSessionTimes,
  jsonLdScript,
  registerIntro,
  sessionsOf,
  shareLinks,
} from '@/events'
import { Timed } from '@/events/components/Timed'
import { LazyCountdown } from '@/events/components/LazyCountdown'
import { Section } from '@/ui/Section'
import { attendanceUnit } from '@/registrations'
import { EventRegistration } from '@/registrations/components/EventRegistration'
import type { Event, Media } from '@/payload-types'
import { siteUrl } from '@/platform/env'
const bannerOf = (event: Pick<Event, 'banner'>): Media | null =>
  typeof event.banner === 'object' ? event.banner : null

const hasRichText = (value: Event['about']) => Boolean(value?.root?.children?.length)

/** The event page's title, summary, address and share picture; `path` is the address it is served at. */
export function eventMetadata(event: Event, path: string): Metadata {
  const banner = bannerOf(event)
  const description = event.summary || undefined
  return {
    title: event.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: event.title,
      description,
      url: path,
      images: banner?.url ? [{ url: banner.url, alt: banner.alt }] : undefined,
    },
  }
}

const OUTLINE_BUTTON = 'inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50'

function bannerLinks(state: BannerState, event: Event) {
  const [registration, time] = state.split('|')
  return [
    ...(registration === 'open' ? [{ label: 'Register Now', url: '#register' }] : []),
    time === 'ended'
      ? { label: 'Watch the Recording', url: event.recordingUrl }
      : { label: 'Watch Live', url: event.streamUrl },
  ]
}

/** "Online: YouTube live stream", "Venue: Sports Centre Pavilion"; nothing without a venue. */
function placeLine(session: EventSession): string | null {
  const venue = session.venue?.trim()
  if (!venue) return session.mode === 'online' ? 'Online' : null
  if (session.mode === 'online') return `Online: ${venue}`
  return session.mode === 'both' ? `Venue: ${venue} (also online)` : `Venue: ${venue}`
}

function SessionCard({
  session,
  index,
  unit,
  pagePath,
  ended,
  now,
}: {
  session: EventSession
  index: number
  unit: AttendanceUnit
  pagePath: string
  ended: ReturnType<typeof endedTimeline>
  now: Date
}) {
  const place = placeLine(session)
  const address = session.mode !== 'online' ? session.address?.trim() : null
  const calendar = sessionCalendarLink(pagePath, session, index)
  return (
    <article className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <p className="text-sm font-semibold text-accent uppercase">
        {unit === 'days' ? 'Day' : 'Session'} {index + 1}
      </p>
      <h3 className="text-xl font-bold">{session.title}</h3>
      <p className="mt-2">{formatDayDate(session)}</p>
      <p>{formatTimeRange(session)} (UK time)</p>
      {place && <p className="mt-1 text-slate-700">{place}</p>}
      {address && <p className="whitespace-pre-line text-slate-700">{address}</p>}
      {session.note?.trim() && <p className="mt-2 text-slate-600">{session.note.trim()}</p>}
      {/* A calendar entry for something already over helps nobody. */}
      <Timed
        timeline={ended}
        now={now}
        render={(isEnded) =>
          !isEnded && (
            <a href={calendar.href} download={calendar.filename} className={`mt-4 ${OUTLINE_BUTTON}`}>
              Add {session.title} to my calendar
            </a>
          )
        }
      />
    </article>
  )
}

function StreamBox({ event, isEnded }: { event: Event; isEnded: boolean }) {
  if (!isEnded)
    return (
      <EmbedFrame
        kind="video"
        title={`${event.title} live stream`}
        url={event.streamUrl}
        placeholder="The live stream appears here when the event starts."
      />
    )
  const recording = event.recordingUrl
  return (
    <div className="space-y-4">
      {recording && toEmbedUrl(recording) ? (
        <EmbedFrame kind="video" title={`${event.title} recording`} url={recording} />
      ) : (
        <div className="rounded-lg bg-slate-100 p-6 text-center">
          <p className="text-lg font-semibold">This event has ended.</p>
          {!recording && <p className="mt-1">Thank you to everyone who joined us.</p>}
        </div>
      )}
      {recording && (
        <p className="text-center">
          <a
            href={recording}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white"
          >
            Watch the Recording
          </a>
        </p>
      )}
    </div>
  )
}

/**
 * One event's page, at /events/<slug> or, for the featured event, /outreach-event (`path`). It is
 * cached like every public page, so what changes with the time (the banner's buttons, calendar links,
 * the stream box, the form) is rendered for each state and the visitor's browser shows the current one.
 */
export async function EventPage({ event, path }: { event: Event; path: string }) {
  const { settings } = await getSiteChrome()
  const now = new Date()
  const sessions = sessionsOf(event).filter(hasSessionTimes)
  const unit = attendanceUnit(sessions)
  const ended = endedTimeline(sessions)
  const banner = bannerOf(event)
  const pageUrl = `${siteUrl()}${path}`
  const hasStream =
    Boolean(event.streamUrl || event.recordingUrl) || sessions.some((session) => session.mode !== 'in-person')
  const jsonLd = eventJsonLd({
    name: event.title,
    description: event.summary || event.title,
    url: pageUrl,
    imageUrl: banner?.url ? new URL(banner.url, siteUrl()).href : null,
    sessions,
    streamUrl: event.streamUrl,
    organiser: { name: settings.churchName, url: siteUrl() },
    now,
    registration: event,
  })

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <section className="relative isolate overflow-hidden bg-brand px-4 py-16 text-center text-white">
        <BackgroundImage image={banner} preload className="opacity-30" />
        {event.admission && <p className="font-semibold tracking-wide text-blue-100 uppercase">{event.admission}</p>}
        <h1 className="mx-auto mt-2 max-w-4xl text-3xl font-bold sm:text-5xl">{event.title}</h1>
        <Timed
          timeline={bannerTimeline(event, sessions)}
          now={now}
          render={(state) => <ButtonLinks inverted className="mt-8 justify-center" links={bannerLinks(state, event)} />}
        />
      </section>

      <Section>
        <LazyCountdown
          sessions={sessions.map(({ title, startsAt, endsAt }) => ({ title, startsAt, endsAt }))}
          streamUrl={event.streamUrl}
          recordingUrl={event.recordingUrl}
        />
      </Section>

      <Section heading="Event Details">
        <div className={`grid gap-6 md:grid-cols-2 ${sessions.length > 2 ? 'lg:grid-cols-3' : ''}`}>
          {sessions.map((session, index) => (
            <SessionCard
              key={session.key}
              session={session}
              index={index}
              unit={unit}
              pagePath={path}
              ended={ended}
              now={now}
            />
          ))}
        </div>
        {sessions.length > 1 && (
          <Timed
            timeline={ended}
            now={now}
            render={(isEnded) => {
              if (isEnded) return null
              const calendar = allSessionsCalendarLink(path, event.slug)
              return (
                <p className="mt-6">
                  <a href={calendar.href} download={calendar.filename} className={OUTLINE_BUTTON}>
                    Add every {unit === 'days' ? 'day' : 'session'} to my calendar
                  </a>
                </p>
              )
            }}
          />
        )}
      </Section>

      {hasStream && (
        <Section heading="Live Stream">
          <Timed timeline={ended} now={now} render={(isEnded) => <StreamBox event={event} isEnded={isEnded} />} />
        </Section>
      )}

      <Section anchorId="register" heading="Register" intro={registerIntro(event.admission, unit)} width="narrow">
        <EventRegistration event={event} churchName={settings.churchName} now={now} />
        <PrivacyNoticeLink note={settings.privacyNote} />
      </Section>

      {hasRichText(event.about) && (
        <Section heading="About the Event" width="narrow">
          <RichText
            data={event.about!}
            className="space-y-4 text-lg leading-relaxed [&_a]:text-brand [&_a]:underline"
          />
        </Section>
      )}

      <Section heading="Follow Us" className="text-center">
        <SocialLinkList links={settings.socialLinks} />
      </Section>

      <Section heading="Share This Event" className="text-center">
        <ul className="flex flex-wrap justify-center gap-3">
          {shareLinks({ url: pageUrl, title: event.title }).map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded-md bg-slate-800 px-4 py-2 font-semibold text-white hover:bg-slate-700"
              >
                Share on {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading="Questions?" className="text-center" width="narrow">
        <p>
          Call{' '}
          {(settings.phones ?? [])
            .slice(0, 2)
            .map((p) => p.number)
            .join(' or ')}{' '}
          or e-mail{' '}
          <a className="text-brand underline" href={`mailto:${settings.enquiriesEmail}`}>
            {settings.enquiriesEmail}
          </a>
          .
        </p>
      </Section>
    </>
  )
}
