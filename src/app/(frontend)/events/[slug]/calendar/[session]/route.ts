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
import { AppError } from '@/platform/http/app-error'
import { defineRoute } from '@/platform/http/route'
import { payloadClient } from '@/platform/payload-client'

/**
 * GET /events/<slug>/calendar/<session key>: that session as an .ics file at its true instants;
 * /calendar/all: every session of the event in one file. Published events only.
 */
export const GET = defineRoute<{ slug: string; session: string }>(async (_request, { slug, session: key }) => {
  const event = await readPublishedEvent(await payloadClient(), decodeURIComponent(slug))
  if (!event) throw new AppError('not-found', 'No such event.')
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
    if (!session) throw new AppError('not-found', 'No such session.')
    file = buildDayIcs({ day: session, eventTitle: event.title, url })
  }
  return calendarResponse(file)
})
