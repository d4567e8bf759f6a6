/** Page paths look like the URLs they serve: "/", "/about", "/about/vision". */
export function normalisePagePath(value: unknown): string {
  if (typeof value !== 'string') return ''
  const trimmed = value.trim().toLowerCase()
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash
}

/** The featured event's landing page: built in code, not a CMS page, but served and cached by the same route. */
export const OUTREACH_EVENT_PATH = '/outreach-event'

/** The events list; each event's own page is below it, at /events/<slug>. */
export const EVENTS_PATH = '/events'

export const eventPagePath = (slug: string) => `${EVENTS_PATH}/${slug}`

const PATH_FORMAT = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/
const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`)

const wellFormed = (value: unknown): value is string => typeof value === 'string' && PATH_FORMAT.test(value)
const FORMAT_MESSAGE = 'Use lower-case words separated by dashes and slashes, starting with "/", e.g. /about/vision.'

/** A CMS page's path: any well-formed path except those the site serves itself, which would hide the page. */
export function validatePagePath(value: unknown): true | string {
  if (!wellFormed(value)) return FORMAT_MESSAGE
  if (value.startsWith('/admin') || value.startsWith('/api')) return 'Paths under /admin and /api are reserved.'
  if (isUnder(value, EVENTS_PATH) || isUnder(value, OUTREACH_EVENT_PATH)) {
    return `${EVENTS_PATH} and ${OUTREACH_EVENT_PATH} are the events' own pages (edited under Events): choose another path.`
  }
  return true
}

/** What draft preview may open: a CMS page's path, the events' pages included, never the admin or the API. */
export function validatePreviewPath(value: unknown): true | string {
  if (!wellFormed(value)) return FORMAT_MESSAGE
  return value.startsWith('/admin') || value.startsWith('/api') ? 'Paths under /admin and /api are reserved.' : true
}

/** "Leave preview": ends draft mode and returns to the page at `path` (its published version). */
export const leavePreviewHref = (path: string) => `/preview/exit?path=${encodeURIComponent(path)}`

export const pathFromSegments = (segments: string[] | undefined) =>
  segments && segments.length ? `/${segments.map((s) => decodeURIComponent(s)).join('/')}` : '/'

/** A calendar file's address and the name it downloads as. */
export type CalendarLink = { href: string; filename: string }

/** The word in a calendar address that stands for every session of the event. */
export const ALL_SESSIONS_CALENDAR = 'all'

/**
 * The featured event at /outreach-event keeps the calendar files it always had, numbered by day in
 * the order of its sessions (day1.ics, day2.ics); an event's own page names them by session key.
 */
export function sessionCalendarLink(pagePath: string, session: { key: string }, index: number): CalendarLink {
  const name = pagePath === OUTREACH_EVENT_PATH ? `day${index + 1}` : session.key
  return { href: `${pagePath}/calendar/${name}`, filename: `${name}.ics` }
}

/** Every session in one file, named after the event: /events/harvest-2026/calendar/all downloads harvest-2026.ics. */
export const allSessionsCalendarLink = (pagePath: string, slug: string): CalendarLink => ({
  href: `${pagePath}/calendar/${ALL_SESSIONS_CALENDAR}`,
  filename: `${slug}.ics`,
})

/** The session a /outreach-event calendar name ("day2") stands for, by its place in the event's sessions; -1 for anything else. */
export function dayNumberIndex(name: string): number {
  const match = /^day([1-9]\d?)$/.exec(name)
  return match ? Number(match[1]) - 1 : -1
}
