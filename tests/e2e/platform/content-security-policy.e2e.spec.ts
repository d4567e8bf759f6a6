import { expect, test, type Page } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'
import { adminToken, forgetSession, gotoHydrated, signIn } from '../helpers'

/**
 * Every page carries a Content-Security-Policy (a nonce per request where the page is rendered per
 * request, its scripts' hashes where the same page goes to everyone), and the site and Payload's
 * admin still work under it in Chromium: no violation is reported on any page visited here.
 */
type Violation = { directive: string; blocked: string; source: string }

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleReports.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    )
  })
  return async () => {
    const reported = await page
      .evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [])
      .catch(() => [] as Violation[])
    return [...reported.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`), ...consoleReports]
  }
}

async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  // The public site marks its <html> once React has hydrated it; Payload's admin does not.
  const response = path.startsWith('/admin') ? await page.goto(path) : await gotoHydrated(page, path)
  expect(response?.status(), path).toBeLessThan(400)
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? ''
  expect(policy, path).toContain("frame-ancestors 'self'")
  expect(policy, path).toMatch(/script-src 'self' /)
  // Lazy scripts, images and frames load before the page goes quiet (its polls are seconds apart).
  await page.waitForLoadState('networkidle')
  expect(await violations(), path).toEqual([])
  return policy
}

test('the public pages work under their policy: no violation, shared pages by hash and never a replayed nonce', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page)
  for (const path of ['/', '/outreach-event', '/events', '/about', '/contact', '/give', '/prayer-request']) {
    const policy = await visit(page, path, violations)
    // The same page goes to everyone: its policy names its scripts' hashes, never a nonce.
    expect(policy, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/)
    expect(policy, path).not.toContain('nonce-')
  }
  // A client-side navigation loads more of Next's scripts under the first page's policy.
  await gotoHydrated(page, '/')
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /contact/i })
    .first()
    .click()
  await page.waitForURL('**/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(500)
  expect(await violations()).toEqual([])

  // Pages rendered for one visitor carry their own nonce.
  for (const path of ['/manage-registration?token=not-a-real-token', '/preferences?token=not-a-real-token']) {
    const policy = await visit(page, path, violations)
    expect(policy, path).toMatch(/'nonce-[A-Za-z0-9+/]+=*' 'strict-dynamic'/)
  }

  // From the page cache, the same page with the same policy: nothing of one answer is replayed as a nonce.
  const first = await request.get('/give')
  const second = await request.get('/give')
  expect(second.headers()['x-page-cache']).toBe('HIT')
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
  expect(second.headers()['content-security-policy']).not.toContain('nonce-')
})

test('the admin works under its policy, with a fresh nonce on every page', async ({ page, request }) => {
  // Every screen of the admin, one after another.
  test.slow()
  const violations = await watchViolations(page)
  await visit(page, '/admin/login', violations)
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  const nonces = new Set<string>()
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const { docs: pages } = await (await request.get('/api/pages?limit=1&depth=0', { headers })).json()
  const { docs: events } = await (await request.get('/api/events?limit=1&depth=0', { headers })).json()
  for (const path of [
    '/admin',
    '/admin/registrations',
    '/admin/checkin',
    '/admin/messaging',
    '/admin/segments',
    '/admin/settings',
    '/admin/privacy',
    '/admin/collections/pages',
    `/admin/collections/pages/${pages[0].id}`,
    `/admin/collections/events/${events[0].id}`,
    '/admin/globals/site-settings',
    '/admin/collections/users',
    '/admin/account',
  ]) {
    const policy = await visit(page, path, violations)
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce, path).toBeTruthy()
    nonces.add(nonce!)
  }
  expect(nonces.size).toBe(13)
  await forgetSession(page)
  await visit(page, '/admin/confirm-email?token=not-a-real-token', violations)
  await expect(page.getByTestId('email-change-invalid')).toBeVisible()
})
