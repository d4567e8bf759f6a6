import {
  buildDayIcs,
  buildEventIcs,
  type CalendarFile,
  calendarResponse,
  readPublishedEvent,
  sessionsOf,
} from '@/events'
import { ALL_SESSIONS_CALENDAR, eventPagePath } from '@/site'
import { siteUrl } from '@/platform/env'
import { payloadClient } from '@/platform/payload-client'

/**
 * GET /events/<slug>/calendar/<session key>: that session as an .ics file at its true instants;
 * /calendar/all: every session of the event in one file. Published events only.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string; session: string }> }) {
  const { slug, session: key } = await params
  const event = await readPublishedEvent(await payloadClient(), decodeURIComponent(slug))
  if (!event) return new Response('No such event.', { status: 404 })
  const sessions = sessionsOf(event)
  const url = `${siteUrl()}${eventPagePath(event.slug)}`
  let file: CalendarFile
  if (key === ALL_SESSIONS_CALENDAR) {
    file = buildEventIcs({
      entries: sessions.map((session) => ({ session })),
      eventTitle: event.title,
      url,
      filename: event.slug,
    })
  } else {
    const session = sessions.find((candidate) => candidate.key === key)
    if (!session) return new Response('No such session.', { status: 404 })
    file = buildDayIcs({ day: session, eventTitle: event.title, url })
  }
  return calendarResponse(file)
}
