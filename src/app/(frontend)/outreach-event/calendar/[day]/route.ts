import { buildDayIcs, buildEventIcs, type CalendarFile, calendarResponse, sessionsOf } from '@/events'
import { getFeaturedEvent } from '@/events/components/get-published-event'
import { ALL_SESSIONS_CALENDAR, dayNumberIndex, OUTREACH_EVENT_PATH } from '@/site'
import { siteUrl } from '@/platform/env'

/**
 * GET /outreach-event/calendar/day1 (day2, …): the featured event's Nth session as an .ics file at its
 * true instants, named day1.ics as it always was; /calendar/all: every session in one file.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ day: string }> }) {
  const { day: name } = await params
  const event = await getFeaturedEvent()
  if (!event) return new Response('No such event.', { status: 404 })
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
    if (!session) return new Response('No such event day.', { status: 404 })
    file = buildDayIcs({ day: session, eventTitle: event.title, url, name })
  }
  return calendarResponse(file)
}
