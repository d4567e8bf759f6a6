import { buildDayIcs, buildEventIcs, type CalendarFile, calendarResponse, sessionsOf } from '@/events'
import { getFeaturedEvent } from '@/events/components/get-published-event'
import { ALL_SESSIONS_CALENDAR, dayNumberIndex, OUTREACH_EVENT_PATH } from '@/site'
import { siteUrl } from '@/platform/env'
import { AppError } from '@/platform/http/app-error'
import { defineRoute } from '@/platform/http/route'

/**
 * GET /outreach-event/calendar/day1 (day2, …): the featured event's Nth session as an .ics file at its
 * true instants, named day1.ics as it always was; /calendar/all: every session in one file.
 */
export const GET = defineRoute<{ day: string }>(async (_request, { day: name }) => {
  const event = await getFeaturedEvent()
  if (!event) throw new AppError('not-found', 'No such event.')
  const sessions = sessionsOf(event)
  const url = `${siteUrl()}${OUTREACH_EVENT_PATH}`
  let file: CalendarFile
  if (name === ALL_SESSIONS_CALENDAR) {
    file = buildEventIcs({
      entries: sessions.map((session, index) => ({ session, name: `day${index + 1}` })),
      eventTitle: event.title,
      url,
      filename: event.slug,
    })
  } else {
    const session = sessions[dayNumberIndex(name)]
    if (!session) throw new AppError('not-found', 'No such event day.')
    file = buildDayIcs({ day: session, eventTitle: event.title, url, name })
  }
  return calendarResponse(file)
})
