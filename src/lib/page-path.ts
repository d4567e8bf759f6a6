/** Page paths look like the URLs they serve: "/", "/about", "/about/vision". */
export function normalisePagePath(value: unknown): string {
  if (typeof value !== 'string') return ''
  const trimmed = value.trim().toLowerCase()
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash
}

export function validatePagePath(value: unknown): true | string {
  if (typeof value !== 'string' || !/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(value)) {
    return 'Use lower-case words separated by dashes and slashes, starting with "/", e.g. /about/vision.'
  }
  if (value.startsWith('/admin') || value.startsWith('/api')) return 'Paths under /admin and /api are reserved.'
  return true
}

export const pathFromSegments = (segments: string[] | undefined) =>
  segments && segments.length ? `/${segments.map((s) => decodeURIComponent(s)).join('/')}` : '/'

/** The event's landing page: built in code, not a CMS page, but served and cached by the same route. */
export const OUTREACH_EVENT_PATH = '/outreach-event'
