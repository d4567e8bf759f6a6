import type { ResponseCookie } from 'next/dist/compiled/@edge-runtime/cookies'

/** The cookie Next's draft mode sets and reads. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

type CookieJar = { get: (name: string) => ResponseCookie | undefined; set: (cookie: ResponseCookie) => unknown }

/**
 * Next writes its draft-mode cookie `SameSite=None` in production, so that a CMS on another site
 * can preview in a frame. The admin here is on the same site, so the cookie is rewritten `Lax`,
 * keeping every other attribute (a sign-out's expiry too): other sites cannot send it along with
 * their requests. Call it after `draftMode().enable()` or `.disable()` in a route handler.
 */
export function restrictDraftModeCookie(jar: CookieJar): void {
  const cookie = jar.get(DRAFT_MODE_COOKIE)
  if (cookie) jar.set({ ...cookie, sameSite: 'lax' })
}
