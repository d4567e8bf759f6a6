import { describe, expect, it } from 'vitest'

import { doorCacheRule, isDoorKeyAlive, isSignOutRequest } from '@/checkins/rules/door-app'

const origin = 'https://church.example'
const rule = (path: string, { method = 'GET', isRsc = false, from = origin } = {}) =>
  doorCacheRule({ url: new URL(path, from), method, origin, isRsc })

describe("what the door app's service worker keeps", () => {
  it('keeps the check-in view itself, for any event and session, network first', () => {
    expect(rule('/admin/checkin')).toBe('page')
    expect(rule('/admin/checkin?event=12&session=super-sunday')).toBe('page')
    expect(rule('/admin/checkin/')).toBe('page')
  })

  it("keeps Next's bundles and styles and the app's icons and manifest", () => {
    expect(rule('/_next/static/chunks/abc123.js')).toBe('files')
    expect(rule('/_next/static/css/def456.css')).toBe('files')
    expect(rule('/_next/static/media/font.woff2')).toBe('files')
    for (const file of ['/door.webmanifest', '/icon-192.png', '/icon-512.png', '/icon.svg', '/favicon.ico'])
      expect(rule(file)).toBe('files')
  })

  it('leaves the API to the network: the list, the taps, the key and every other answer with personal data', () => {
    for (const path of [
      '/api/checkins/door-list?event=1&session=a',
      '/api/checkins/door-key',
      '/api/registrations/checkin?event=1&session=a&q=',
      '/api/users/me',
    ])
      expect(rule(path)).toBeNull()
  })

  it('keeps no other page: the rest of the admin, the public site, look-alike addresses', () => {
    for (const path of [
      '/admin',
      '/admin/collections/registrations',
      '/admin/checkin-report',
      '/admin/checkinx',
      '/admin/checkin/anything',
      '/',
      '/events/summer-camp',
      '/manifest.webmanifest',
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75',
    ])
      expect(rule(path)).toBeNull()
  })

  it("keeps no client-side navigation's data, no scanned person's link, nothing but GET, nothing from elsewhere", () => {
    expect(rule('/admin/checkin?event=1', { isRsc: true })).toBeNull()
    expect(rule('/admin/checkin?event=1&_rsc=abc')).toBeNull()
    expect(rule('/admin/checkin?code=ABCD2345')).toBeNull()
    expect(rule('/admin/checkin', { method: 'POST' })).toBeNull()
    expect(rule('/_next/static/chunks/a.js', { method: 'POST' })).toBeNull()
    expect(rule('/_next/static/chunks/a.js', { from: 'https://cdn.example' })).toBeNull()
  })
})

describe('when the device forgets the door', () => {
  it("on the admin's sign-out request, and nothing else", () => {
    expect(isSignOutRequest({ url: new URL('/api/users/logout', origin), method: 'POST' })).toBe(true)
    expect(isSignOutRequest({ url: new URL('/api/users/logout', origin), method: 'GET' })).toBe(false)
    expect(isSignOutRequest({ url: new URL('/api/users/me', origin), method: 'POST' })).toBe(false)
  })

  it('uses a stored key only until the staff session it came from expires', () => {
    const key = { expiresAt: '2026-05-10T12:00:00.000Z' }
    expect(isDoorKeyAlive(key, new Date('2026-05-10T11:59:59.000Z'))).toBe(true)
    expect(isDoorKeyAlive(key, new Date('2026-05-10T12:00:00.000Z'))).toBe(false)
    expect(isDoorKeyAlive(key, new Date('2026-05-11T08:00:00.000Z'))).toBe(false)
    expect(isDoorKeyAlive({ expiresAt: 'not a date' }, new Date())).toBe(false)
  })
})
