import { expect, test } from '../test'

import { adminToken, expectNoSeriousAxeViolations } from '../helpers'

const PAGES: Array<{ path: string; heading: string; text?: string }> = [
  { path: '/', heading: 'Giving Your Life a Meaning', text: 'Wednesday 6:30 PM' },
  { path: '/about', heading: 'About Us' },
  { path: '/about/pastor-example', heading: 'Pastor Example' },
  { path: '/about/vision', heading: 'Our Vision', text: 'Six Expressions of Our Vision' },
  { path: '/about/statement-of-faith', heading: 'Statement of Faith' },
  { path: '/live-programmes', heading: 'Live Programmes', text: 'Sunday 10:30 AM, Wednesday 7:00 PM' },
  { path: '/live-programmes/online-church', heading: 'Online Church' },
  {
    path: '/live-programmes/communion-service',
    heading: 'Global Communion Service',
    text: 'First Sunday of every month',
  },
  { path: '/live-programmes/unending-praise', heading: 'Unending Praise' },
  { path: '/live-programmes/prayerthon', heading: 'Pray-A-Thon' },
  { path: '/live-programmes/healing-service', heading: 'Live Healing Service' },
  { path: '/ministry-arms', heading: 'Ministry Arms' },
  { path: '/foundation-school', heading: 'Foundation School', text: 'Weekly 90-minute sessions' },
  { path: '/prayer-request', heading: 'Prayer Request' },
  { path: '/contact', heading: 'Worship With Us', text: 'Wednesday 7:00 PM' },
  { path: '/give', heading: 'Give' },
  { path: '/privacy', heading: 'Privacy Notice' },
  { path: '/outreach-event', heading: 'Outreach Event 2025', text: 'Free admission' },
  { path: '/events', heading: 'Events', text: 'Outreach Event 2025' },
  { path: '/events/outreach-event-2025', heading: 'Outreach Event 2025', text: 'Free admission' },
  { path: '/verify-email', heading: 'Email verification' },
  { path: '/manage-registration', heading: 'Manage my registration' },
]

for (const { path, heading, text } of PAGES) {
  test(`${path} renders its content with one h1 and no serious accessibility problem`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    if (text) await expect(page.getByText(text).first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
}

test('the vision page says six and lists six expressions', async ({ page }) => {
  await page.goto('/about/vision')
  await expect(page.locator('ol > li')).toHaveCount(6)
})

test('the statement of faith lists seven beliefs and links to the foundation school', async ({ page }) => {
  await page.goto('/about/statement-of-faith')
  await expect(page.locator('ol > li')).toHaveCount(7)
  await expect(page.getByRole('link', { name: /foundation school/i }).first()).toHaveAttribute(
    'href',
    '/foundation-school',
  )
})

test('ministry arm anchors are reachable from the home page quick links', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'About Rhapsody of Realities' }).click()
  await expect(page).toHaveURL(/\/ministry-arms#rhapsody$/)
  for (const id of ['rhapsody', 'healing-school', 'innercity', 'pco']) {
    await expect(page.locator(`#${id}`)).toBeVisible()
  }
})

test("public pages are served without the admin's colour-scheme client hint", async ({ request }) => {
  // A Critical-CH header would make browsers restart every first visit to ask for the hint again.
  for (const path of ['/', '/about', '/outreach-event']) {
    const response = await request.get(path)
    expect(response.headers()['critical-ch'], path).toBeUndefined()
    expect(response.headers()['accept-ch'], path).toBeUndefined()
  }
  // Payload's admin still gets it: it picks its light or dark theme from the hint.
  expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the 404 page passes the accessibility scan', async ({ page }) => {
  await page.goto('/definitely-not-a-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('every social link is in the footer, and a link with no address is not rendered', async ({ page, request }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const name of ['YouTube', 'Instagram', 'Facebook', 'TikTok', 'KingsChat'])
    await expect(footer.getByRole('link', { name })).toHaveCount(1)

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const settings = await (await request.get('/api/globals/site-settings', { headers })).json()
  const withoutTikTok = settings.socialLinks.map((link: { platform: string }) =>
    link.platform === 'tiktok' ? { ...link, url: '' } : link,
  )
  expect(
    (await request.post('/api/globals/site-settings', { headers, data: { socialLinks: withoutTikTok } })).ok(),
  ).toBe(true)
  try {
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'TikTok' })).toHaveCount(0, {
        timeout: 1000,
      })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'KingsChat' })).toHaveCount(1)
    await expect(page.locator('a[href="#"], a[href=""]')).toHaveCount(0)
  } finally {
    await request.post('/api/globals/site-settings', { headers, data: { socialLinks: settings.socialLinks } })
  }
})

test('sitemap.xml lists the published pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/about/vision</loc>')
  expect(sitemap).toContain('/give</loc>')
  expect(sitemap).toContain('/outreach-event</loc>')
  expect(sitemap).toContain('/events</loc>')
  expect(sitemap).toContain('/events/outreach-event-2025</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap:')
  expect(robots).toContain('Disallow: /admin')
})

test('each page has its own title, description and Open Graph tags', async ({ page }) => {
  await page.goto('/give')
  await expect(page).toHaveTitle(/^Give · /)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /bank transfer/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Give')
})
