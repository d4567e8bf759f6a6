import { NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'

import { DRAFT_MODE_COOKIE, restrictDraftModeCookie } from '@/site/restrict-draft-mode-cookie'

/** The cookie as Next's `draftMode().enable()` and `.disable()` write it in production. */
const nextDraftCookie = (extra: { value: string; expires?: Date }) => ({
  name: DRAFT_MODE_COOKIE,
  httpOnly: true,
  sameSite: 'none' as const,
  secure: true,
  path: '/',
  ...extra,
})

describe('restrictDraftModeCookie', () => {
  it('rewrites Next’s draft-mode cookie SameSite=Lax, keeping HttpOnly, Secure and the path', () => {
    const response = new NextResponse(null)
    response.cookies.set(nextDraftCookie({ value: 'preview-id' }))
    restrictDraftModeCookie(response.cookies)
    const header = response.headers.get('set-cookie') ?? ''
    expect(header).toMatch(/^__prerender_bypass=preview-id;/)
    expect(header).toMatch(/SameSite=lax/i)
    expect(header).not.toMatch(/SameSite=none/i)
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/Secure/)
    expect(header).toMatch(/Path=\//)
  })

  it('keeps a sign-out’s expiry, so leaving preview still removes the cookie', () => {
    const response = new NextResponse(null)
    response.cookies.set(nextDraftCookie({ value: '', expires: new Date(0) }))
    restrictDraftModeCookie(response.cookies)
    const header = response.headers.get('set-cookie') ?? ''
    expect(header).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(header).toMatch(/SameSite=lax/i)
  })

  it('sets nothing when draft mode set no cookie', () => {
    const response = new NextResponse(null)
    restrictDraftModeCookie(response.cookies)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
