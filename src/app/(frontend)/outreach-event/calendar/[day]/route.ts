import { siteUrl } from '@/server/env'
import { eventDaysFrom } from '@/lib/event-days'
import { buildDayIcs } from '@/lib/ics'
import { getEvent } from '@/server/content/get-page'

/** GET /outreach-event/calendar/day1 (or day2): the day as an .ics file at its true instants. */
export async function GET(_request: Request, { params }: { params: Promise<{ day: string }> }) {
  const { day: key } = await params
  const event = await getEvent()
  const day = eventDaysFrom(event).find((d) => d.key === key)
  if (!day) return new Response('No such event day.', { status: 404 })
  const ics = buildDayIcs({ day, eventTitle: event.title, url: `${siteUrl()}/outreach-event` })
  return new Response(ics.content, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ics.filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
