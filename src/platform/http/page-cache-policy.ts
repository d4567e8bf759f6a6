/**
 * Which requests the public page cache in front of Next may answer from memory, and which of Next's
 * answers it may keep. Only what Next itself serves from its incremental cache is kept: such a page is
 * the same for every visitor, so answering it without Next changes nothing but the speed.
 */

type HeaderValue = string | string[] | number | undefined

export type CacheableRequest = {
  method?: string
  url?: string
  headers: Record<string, HeaderValue>
}

export type CandidateResponse = {
  statusCode: number
  headers: Record<string, HeaderValue>
}

/** Paths that are never public pages: the admin, the API, Next's own files. */
const NEVER_CACHED = /^\/(?:admin|api|_next)(?:\/|$)/

/** Request headers that ask Next for something other than the page's HTML (router data, prefetches). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
]

/** Cookies that change what Next renders: a signed-in editor, draft preview. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data)=/

/** Keys are bounded: a long query string is not worth a slot (and is how a cache gets flooded). */
const MAX_URL_LENGTH = 512

const text = (value: HeaderValue): string =>
  Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value)

const acceptsGzip = (acceptEncoding: string) =>
  acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(
      ([coding, ...params]) =>
        (coding === 'gzip' || coding === '*') && !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)),
    )

/**
 * The cache key for a request, or `null` when the request must go to Next. The key carries the
 * encoding, because Next compresses for clients that accept gzip and the two bodies differ.
 */
export function pageCacheKey(request: CacheableRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = request.url ?? '/'
  if (!url.startsWith('/') || url.length > MAX_URL_LENGTH || NEVER_CACHED.test(url)) return null
  if (/[?&]_rsc=/.test(url)) return null
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null
  if (PERSONAL_COOKIE.test(text(request.headers.cookie))) return null
  if (request.headers.authorization !== undefined) return null
  return `${acceptsGzip(text(request.headers['accept-encoding'])) ? 'gzip' : 'identity'} ${url}`
}

/**
 * Whether Next's answer may be kept: a 200 that Next served from (or just put in) its incremental
 * cache, that sets no cookie and that nobody marked private. A STALE answer is not kept, so a page
 * Next is re-rendering after an edit is fetched again rather than remembered.
 */
export function isStorableResponse(response: CandidateResponse): boolean {
  if (response.statusCode !== 200) return false
  const nextCache = text(response.headers['x-nextjs-cache'])
  if (nextCache !== 'HIT' && nextCache !== 'MISS') return false
  if (response.headers['set-cookie'] !== undefined) return false
  return !/\b(?:private|no-store|no-cache)\b/i.test(text(response.headers['cache-control']))
}

/** Whether the client already holds this version (`If-None-Match` names the page's ETag). */
export function isNotModified(ifNoneMatch: HeaderValue, etag: HeaderValue): boolean {
  const stored = text(etag)
  if (!stored) return false
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '')
  return text(ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || weakless(tag) === weakless(stored))
}

/** Headers not replayed from a stored answer: each answer gets its own date and connection handling. */
export const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])
