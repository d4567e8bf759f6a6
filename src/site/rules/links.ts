const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

/**
 * What a browser drops or rewrites in an address before reading it: a backslash becomes a slash
 * ("/\evil.example" opens evil.example), and tabs, line breaks and other control characters are
 * removed ("/\t/evil.example" too). An address holding any of them is refused, whatever it starts with.
 */
const NORMALISED_BY_BROWSERS = /[\\\u0000-\u001f\u007f]/

/** Site paths, anchors and http(s)/mailto/tel URLs only: a `javascript:` link, or one to another site dressed as a path, must never reach a page. */
export function isSafeLinkUrl(value: string): boolean {
  if (NORMALISED_BY_BROWSERS.test(value)) return false
  if (value.startsWith('/') && !value.startsWith('//')) return true
  if (value.startsWith('#')) return true
  try {
    return SAFE_SCHEMES.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function validateLinkUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string' || !isSafeLinkUrl(value.trim())) {
    return 'Use a site path such as /contact, or a full address starting with https://, mailto: or tel:.'
  }
  return true
}

/** A link whose address is empty is not rendered, so no page shows a dead "#" link. */
export function hasUrl<T extends { url?: string | null }>(link: T | null | undefined): link is T & { url: string } {
  return Boolean(link?.url && link.url.trim())
}

export const isExternalUrl = (url: string) => /^https?:\/\//.test(url)
