import { describe, expect, it } from 'vitest'

import { isNotModified, isStorableResponse, pageCacheKey } from '@/platform/http/page-cache-policy'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })

describe('pageCacheKey', () => {
  it('keys a public page by its URL and whether the client takes gzip', () => {
    expect(pageCacheKey(get('/about', { 'accept-encoding': 'gzip, deflate, br' }))).toBe('gzip /about')
    expect(pageCacheKey(get('/about'))).toBe('identity /about')
    expect(pageCacheKey(get('/about?ref=news', { 'accept-encoding': 'br' }))).toBe('identity /about?ref=news')
    expect(pageCacheKey({ method: 'HEAD', url: '/', headers: {} })).toBe('identity /')
  })

  it('honours a refusal of gzip', () => {
    expect(pageCacheKey(get('/', { 'accept-encoding': 'gzip;q=0, identity' }))).toBe('identity /')
    expect(pageCacheKey(get('/', { 'accept-encoding': '*' }))).toBe('gzip /')
  })

  it('leaves the admin, the API, Next files and other methods to Next', () => {
    for (const url of [
      '/admin',
      '/admin/collections/registrations',
      '/api/registrations',
      '/api',
      '/_next/static/x.js',
    ])
      expect(pageCacheKey(get(url))).toBeNull()
    expect(pageCacheKey({ method: 'POST', url: '/', headers: {} })).toBeNull()
    expect(pageCacheKey(get('/administration'))).toBe('identity /administration')
  })

  it('leaves router requests, signed-in editors and draft previews to Next', () => {
    expect(pageCacheKey(get('/about', { rsc: '1' }))).toBeNull()
    expect(pageCacheKey(get('/about', { 'next-router-prefetch': '1' }))).toBeNull()
    expect(pageCacheKey(get('/about?_rsc=abc'))).toBeNull()
    expect(pageCacheKey(get('/about', { cookie: 'theme=dark; payload-token=abc' }))).toBeNull()
    expect(pageCacheKey(get('/about', { cookie: '__prerender_bypass=1' }))).toBeNull()
    expect(pageCacheKey(get('/about', { authorization: 'JWT abc' }))).toBeNull()
    // A cookie the page does not depend on changes nothing.
    expect(pageCacheKey(get('/about', { cookie: 'consent=yes' }))).toBe('identity /about')
  })

  it('does not give a slot to very long URLs', () => {
    expect(pageCacheKey(get(`/about?${'x'.repeat(600)}`))).toBeNull()
  })
})

describe('isStorableResponse', () => {
  const page = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=86400, stale-while-revalidate=31449600' }

  it('keeps a 200 that Next served from or put in its cache', () => {
    expect(isStorableResponse({ statusCode: 200, headers: page })).toBe(true)
    expect(isStorableResponse({ statusCode: 200, headers: { ...page, 'x-nextjs-cache': 'MISS' } })).toBe(true)
  })

  it('does not keep a page being re-rendered, a dynamic page, an error, a cookie or a private answer', () => {
    expect(isStorableResponse({ statusCode: 200, headers: { ...page, 'x-nextjs-cache': 'STALE' } })).toBe(false)
    expect(isStorableResponse({ statusCode: 200, headers: { 'cache-control': 'private, no-cache, no-store' } })).toBe(
      false,
    )
    expect(isStorableResponse({ statusCode: 404, headers: page })).toBe(false)
    expect(isStorableResponse({ statusCode: 200, headers: { ...page, 'set-cookie': ['a=b'] } })).toBe(false)
    expect(isStorableResponse({ statusCode: 200, headers: { ...page, 'cache-control': 'private, max-age=0' } })).toBe(
      false,
    )
  })
})

describe('isNotModified', () => {
  it('matches the stored ETag, weak or strong, in a list or as *', () => {
    expect(isNotModified('"abc"', '"abc"')).toBe(true)
    expect(isNotModified('W/"abc"', '"abc"')).toBe(true)
    expect(isNotModified('"x", "abc"', '"abc"')).toBe(true)
    expect(isNotModified('*', '"abc"')).toBe(true)
    expect(isNotModified('"x"', '"abc"')).toBe(false)
    expect(isNotModified(undefined, '"abc"')).toBe(false)
    expect(isNotModified('*', undefined)).toBe(false)
  })
})
