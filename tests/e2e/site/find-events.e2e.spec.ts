import { expect, test, type APIRequestContext, type Page } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated, signIn, specEventId } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const SUPPER = `Harvest Supper ${unique}`
const CAMP = `Youth Camp ${unique}`

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

async function createEvent(request: APIRequestContext, data: Record<string, unknown>) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/events?depth=0', { headers, data: { _status: 'published', ...data } })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()).doc as { id: number; slug: string }
}

async function feature(request: APIRequestContext, eventId: number) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const saved = await request.post('/api/globals/site-settings', { headers, data: { featuredEvent: eventId } })
  expect(saved.ok(), await saved.text()).toBe(true)
}

let supper: { id: number; slug: string }

const upcomingSection = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Upcoming events', exact: true }) })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  supper = await createEvent(request, {
    title: SUPPER,
    slug: `harvest-supper-${unique}`,
    summary: 'A meal together to give thanks.',
    sessions: [{ key: 'supper', title: 'Supper', startsAt: inDays(20, 18), endsAt: inDays(20, 20), mode: 'in-person' }],
  })
})

/**
 * Issue 31, item 3: on a phone, a visitor finds the church's other events from the menu and the home
 * page, not only the featured 2025 outreach event.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the menu has Events, and the home page lists what is coming up', async ({ page }) => {
    // Other files make events too: the home block shows the first three of the events page's upcoming
    // list (soonest first), whichever they are, and the events page lists the supper.
    // Read again if another file published an event between the two pages.
    let soonest: string[] = []
    const upcoming = upcomingSection(page)
    await expect(async () => {
      await gotoHydrated(page, '/events')
      const listed = page.getByTestId('upcoming-events').getByRole('heading', { level: 3 })
      await expect(listed.filter({ hasText: SUPPER })).toHaveCount(1)
      soonest = (await listed.allTextContents()).map((title) => title.trim()).slice(0, 3)
      await gotoHydrated(page, '/')
      await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(soonest, { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    if (soonest.includes(SUPPER))
      await expect(upcoming.getByRole('link', { name: SUPPER, exact: true })).toHaveAttribute(
        'href',
        `/events/${supper.slug}`,
      )
    // The featured event keeps its form below (the SPEC's home page), and is not listed twice.
    await expect(page.getByRole('form', { name: 'Event registration' })).toBeVisible()
    await expect(upcoming.getByRole('link', { name: 'Outreach Event 2025' })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Events', exact: true }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByTestId('upcoming-events').getByRole('link', { name: SUPPER, exact: true })).toBeVisible()
  })

  test('an event whose registration has closed is not featured: the upcoming events take its form’s place', async ({
    page,
    request,
  }) => {
    const camp = await createEvent(request, {
      title: CAMP,
      slug: `youth-camp-${unique}`,
      registrationCloses: 'at-date',
      registrationClosesAt: inDays(-1, 12),
      sessions: [{ key: 'camp', title: 'Camp', startsAt: inDays(30, 9), endsAt: inDays(32, 16), mode: 'in-person' }],
    })
    const outreach = await specEventId(request)
    await feature(request, camp.id)
    try {
      await gotoHydrated(page, '/')
      await expect(upcomingSection(page).getByRole('heading', { level: 3 }).first()).toBeVisible()
      await expect(page.getByRole('form', { name: 'Event registration' })).toHaveCount(0)
      await expect(page.getByTestId('registration-closed')).toHaveCount(0)
    } finally {
      await feature(request, outreach)
    }
  })
})

test('the Overview and Site settings say the featured event is over, and feature the next one with a click', async ({
  page,
  request,
}) => {
  test.slow()
  const outreach = await specEventId(request)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  try {
    await page.goto('/admin/globals/site-settings')
    const settingsNotice = page.getByRole('region', { name: 'Featured event' })
    await expect(settingsNotice).toContainText('The sessions of the featured event, Outreach Event 2025, are over')
    await expect(settingsNotice.getByRole('button', { name: /^Feature / })).toBeVisible()

    await page.goto(`/admin?event=${outreach}`)
    const notice = page.getByRole('region', { name: 'Featured event' })
    await expect(notice).toContainText('The sessions of the featured event, Outreach Event 2025, are over')
    await expectNoSeriousAxeViolations(page, { include: '[data-testid="featured-event-notice"]' })
    const button = notice.getByRole('button', { name: /^Feature / })
    const label = (await button.textContent()) ?? ''
    await button.click()
    await expect(page.getByRole('region', { name: 'Featured event' })).toHaveCount(0)
    const settings = await (await request.get('/api/globals/site-settings?depth=1', { headers })).json()
    expect(settings.featuredEvent.id).not.toBe(outreach)
    expect(label).toContain(`Feature ${settings.featuredEvent.title} (from `)
  } finally {
    await feature(request, outreach)
  }
})
