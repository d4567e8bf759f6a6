const MEDIA_FILES = '/api/media/file/'

/**
 * The site-relative address of a picture in the media collection. Payload writes media URLs with the
 * site's own origin; next/image would treat those as remote images and fetch them back over the
 * network (refused for a loopback address), while a site path is read by the optimiser directly.
 * Any other address is returned as it is.
 */
export function mediaPath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname.startsWith(MEDIA_FILES) ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}
