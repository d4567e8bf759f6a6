import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, signIn } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const STAFF_MOMENT = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/

test.use({ viewport: { width: 1366, height: 768 } })

/**
 * Issue 31, item 9: the admin writes every moment one UK way (Monday first, 24-hour, "Tue 1 Dec
 * 2026, 19:00"), its date boxes have names, and lists show session titles, not keys.
 */
test('the admin’s dates are UK-style and 24-hour everywhere, the boxes are named, and sessions are called by title', async ({
  page,
  request,
}) => {
  test.slow()
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Carol Service ${unique}`,
      slug: `carol-service-${unique}`,
      _status: 'published',
      sessions: [
        {
          key: 'week-1-carols',
          title: 'Week 1: Carols',
          startsAt: '2026-12-01T19:00:00.000Z',
          endsAt: '2026-12-01T21:00:00.000Z',
          mode: 'in-person',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const eventId = (await created.json()).doc.id as number

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/events/${eventId}`)
  const starts = page.getByRole('textbox', { name: 'Starts (UK time)' })
  await expect(starts).toHaveValue('Tue 1 Dec 2026, 19:00')
  await expect(page.getByRole('textbox', { name: 'Ends (UK time)' })).toHaveValue('Tue 1 Dec 2026, 21:00')
  await expect(page.getByRole('textbox', { name: 'First session starts' })).toHaveValue(STAFF_MOMENT)

  await starts.click()
  const picker = page.locator('.react-datepicker')
  await expect(picker.locator('.react-datepicker__day-name').first()).toHaveText(/^Mo/)
  await expect(picker.locator('.react-datepicker__time-list-item').filter({ hasText: /^19:00$/ })).toHaveCount(1)
  await expect(picker.locator('.react-datepicker__time-list-item').filter({ hasText: /PM|AM/ })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // The event's scheduled messages name their session by its title.
  const reminder = page.locator('tr').filter({ hasText: 'Reminder: day before' })
  await expect(reminder).toBeVisible({ timeout: 30_000 })
  await expect(reminder.locator('td.cell-sessionKey')).toHaveText('Week 1: Carols')
  await expect(reminder.locator('td.cell-dueAt')).toHaveText(STAFF_MOMENT)
  await expect(reminder.locator('td.cell-enabled')).toHaveText('Yes')
})

/**
 * Issue 31, item 10: the admin's help text is readable (4.5:1), and no admin page sends the staff
 * member's e-mail hash to Gravatar.
 */
test('help text passes the contrast check and no admin page asks Gravatar for a picture', async ({ page }) => {
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (/gravatar\.com/.test(request.url())) thirdParty.push(request.url())
  })
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/collections/events/create')
  await expect(page.locator('.field-description').first()).toBeVisible()
  await expectNoSeriousAxeViolations(page, { include: '.field-description' })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  expect(thirdParty).toEqual([])
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
})
