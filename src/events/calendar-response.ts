import type { CalendarFile } from './rules/ics'

/** A calendar file as a download, never cached: it follows the event as editors change it. */
export function calendarResponse(file: CalendarFile): Response {
  return new Response(file.content, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
