import type { Metadata } from 'next'

import { ButtonLinks } from '@/components/ButtonLinks'
import { EmbedFrame } from '@/components/EmbedFrame'
import { LazyCountdown } from '@/components/event/LazyCountdown'
import { PrivacyNoticeLink } from '@/components/PrivacyNoticeLink'
import { Section } from '@/components/Section'
import { SocialLinkList } from '@/components/SocialLinkList'
import { PublicForm } from '@/forms/PublicForm'
import { attendanceDayDetails } from '@/lib/attendance-day-details'
import { siteUrl } from '@/server/env'
import { OUTREACH_EVENT_PATH } from '@/lib/page-path'
import { eventDaysFrom } from '@/lib/event-days'
import { formatDayDate, formatTimeRange } from '@/lib/event-time'
import { shareLinks } from '@/lib/share'
import { getEvent, getSiteChrome } from '@/server/content/get-page'

export async function outreachEventMetadata(): Promise<Metadata> {
  const event = await getEvent()
  return {
    title: event.title,
    description: event.about ?? undefined,
    alternates: { canonical: OUTREACH_EVENT_PATH },
    openGraph: { title: event.title, description: event.about ?? undefined, url: OUTREACH_EVENT_PATH },
  }
}

/**
 * The event's landing page. It is served by the public pages' catch-all route, so it is cached like
 * them: rendered on first visit (never at build time, before content exists) and re-rendered when
 * an editor changes the event or the site settings.
 */
export async function OutreachEventPage() {
  const [event, { settings }] = await Promise.all([getEvent(), getSiteChrome()])
  const days = eventDaysFrom(event)
  const pageUrl = `${siteUrl()}${OUTREACH_EVENT_PATH}`
  return (
    <>
      <section className="bg-brand px-4 py-16 text-center text-white">
        <p className="font-semibold uppercase tracking-wide text-blue-100">{event.admission}</p>
        <h1 className="mx-auto mt-2 max-w-4xl text-3xl font-bold sm:text-5xl">{event.title}</h1>
        <ButtonLinks
          inverted
          className="mt-8 justify-center"
          links={[
            { label: 'Register Now', url: '#register' },
            { label: 'Watch Live', url: event.streamUrl },
          ]}
        />
      </section>

      <Section>
        <LazyCountdown days={days} streamUrl={event.streamUrl} recordingUrl={event.recordingUrl} />
      </Section>

      <Section heading="Event Details">
        <div className="grid gap-6 md:grid-cols-2">
          {days.map((day, index) => (
            <article key={day.key} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase text-accent">Day {index + 1}</p>
              <h3 className="text-xl font-bold">{day.title}</h3>
              <p className="mt-2">{formatDayDate(day)}</p>
              <p>{formatTimeRange(day)} (UK time)</p>
              {day.venue && <p className="mt-1 text-slate-700">{day.mode === 'online' ? 'Online: ' : 'Venue: '}{day.venue}</p>}
              <a href={`/outreach-event/calendar/${day.key}`} download={`${day.key}.ics`} className="mt-4 inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50">
                Add {day.title} to my calendar
              </a>
            </article>
          ))}
        </div>
      </Section>

      <Section heading="Live Stream">
        <EmbedFrame kind="video" title={`${event.title} live stream`} url={event.streamUrl} placeholder="The live stream appears here when the event starts." />
      </Section>

      <Section anchorId="register" heading="Register" intro="Free admission. Tell us which day you plan to attend." width="narrow">
        <PublicForm formType="event-registration" churchName={settings.churchName} attendanceDayDetails={attendanceDayDetails(days)} />
        <PrivacyNoticeLink note={settings.privacyNote} />
      </Section>

      {event.about && <Section heading="About the Event" intro={event.about} width="narrow" />}

      <Section heading="Follow Us" className="text-center">
        <SocialLinkList links={settings.socialLinks} />
      </Section>

      <Section heading="Share This Event" className="text-center">
        <ul className="flex flex-wrap justify-center gap-3">
          {shareLinks({ url: pageUrl, title: event.title }).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-block rounded-md bg-slate-800 px-4 py-2 font-semibold text-white hover:bg-slate-700">
                Share on {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading="Questions?" className="text-center" width="narrow">
        <p>
          Call {(settings.phones ?? []).slice(0, 2).map((p) => p.number).join(' or ')} or e-mail{' '}
          <a className="text-brand underline" href={`mailto:${settings.enquiriesEmail}`}>
            {settings.enquiriesEmail}
          </a>
          .
        </p>
      </Section>
    </>
  )
}
