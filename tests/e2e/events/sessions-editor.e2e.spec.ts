import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated, signIn } from '../helpers'

/**
 * An office running a weekly course (issue 31): its sessions are added a week at a time, a new
 * session's end follows the one before, its scheduled messages read as words and fit a laptop, and
 * its public form asks about sessions, not days.
 */
test.use({ viewport: { width: 1366, height: 768 } })

const UK = { startsAt_tz: 'Europe/London', endsAt_tz: 'Europe/London' }
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

async function createCourse(request: Parameters<typeof adminToken>[0], title: string) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique}`
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `${title} ${unique}`,
      slug,
      _status: 'published',
      sessions: [
        {
          title: 'Week 1',
          key: 'week-1',
          // Tuesday 12 January 2027, 7 to 8:30 pm in London (GMT).
          startsAt: '2027-01-12T19:00:00.000Z',
          endsAt: '2027-01-12T20:30:00.000Z',
          mode: 'in-person',
          venue: 'Church Hall',
          capacity: 30,
          ...UK,
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { id: (await created.json()).doc.id as number, slug, headers }
}

test('Repeat weekly ×2 adds Week 2 and Week 3 a week apart, a new session ends as long after its start as the one before, and the public form asks about sessions', async ({
  page,
  request,
}) => {
  test.slow()
  const course = await createCourse(request, 'Alpha Course')
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/events/${course.id}`)
  const repeater = page.getByTestId('session-repeater')
  await repeater.getByLabel('Repeat the last session weekly, times').fill('2')
  await repeater.getByRole('button', { name: 'Repeat weekly ×2' }).click()
  await expect(repeater.getByRole('status')).toHaveText('Added Week 2, Week 3. Save to keep them.')
  await expect(page.locator('#field-sessions__1__title')).toHaveValue('Week 2')
  await expect(page.locator('#field-sessions__2__title')).toHaveValue('Week 3')
  await expect(page.locator('#field-sessions__2__startsAt input').first()).toHaveValue('Tue 26 Jan 2027, 19:00')
  await expect(page.locator('#field-sessions__2__endsAt input').first()).toHaveValue('Tue 26 Jan 2027, 20:30')
  await expectNoSeriousAxeViolations(page, { include: '[data-testid="session-repeater"]' })

  // A session added by hand: its end follows once its start is given.
  await page.getByRole('button', { name: 'Add Session' }).click()
  await expect(page.locator('#field-sessions__3__title')).toBeAttached({ timeout: 30_000 })
  await page.locator('#field-sessions__3__title').fill('Week 4 (at the vicarage)')
  const start = page.locator('#field-sessions__3__startsAt input').first()
  await start.fill('Tue 2 Feb 2027, 18:00')
  await start.press('Enter')
  await expect(page.locator('#field-sessions__3__endsAt input').first()).toHaveValue('Tue 2 Feb 2027, 19:30')
  // A start changed again moves the end it filled in with it.
  await start.fill('Tue 2 Feb 2027, 18:30')
  await start.press('Enter')
  await expect(page.locator('#field-sessions__3__endsAt input').first()).toHaveValue('Tue 2 Feb 2027, 20:00')
  await start.fill('Tue 2 Feb 2027, 18:00')
  await start.press('Enter')
  await expect(page.locator('#field-sessions__3__endsAt input').first()).toHaveValue('Tue 2 Feb 2027, 19:30')

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible({ timeout: 30_000 })
  const stored = await (await request.get(`/api/events/${course.id}?depth=0`, { headers: course.headers })).json()
  expect(
    stored.sessions.map((session: Record<string, unknown>) => [
      session.title,
      session.key,
      session.startsAt,
      session.endsAt,
      session.venue,
      session.capacity,
    ]),
  ).toEqual([
    ['Week 1', 'week-1', '2027-01-12T19:00:00.000Z', '2027-01-12T20:30:00.000Z', 'Church Hall', 30],
    ['Week 2', 'week-2', '2027-01-19T19:00:00.000Z', '2027-01-19T20:30:00.000Z', 'Church Hall', 30],
    ['Week 3', 'week-3', '2027-01-26T19:00:00.000Z', '2027-01-26T20:30:00.000Z', 'Church Hall', 30],
    // Added by hand: a blank session but for its times.
    [
      'Week 4 (at the vicarage)',
      'week-4-at-the-vicarage',
      '2027-02-02T18:00:00.000Z',
      '2027-02-02T19:30:00.000Z',
      null,
      null,
    ],
  ])

  // The public form of a weekly course speaks of sessions by their titles, never "Day 2".
  await gotoHydrated(page, `/events/${course.slug}`)
  const form = page.getByRole('form', { name: 'Event registration' })
  await expect(form.getByRole('group', { name: /Which sessions will you attend\?/ })).toBeVisible()
  await expect(form.getByRole('checkbox', { name: /Week 2/ })).toBeVisible()
  await expect(page.getByText(/Day \d/)).toHaveCount(0)
})

test("an event's scheduled messages fit a laptop in words, and a reminder's new timing renames it and shows in Sending at once", async ({
  page,
  request,
}) => {
  test.slow()
  const course = await createCourse(request, 'Marriage Course')
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/events/${course.id}`)
  const table = page.locator('#field-scheduledMessages')
  const reminder = table.locator('tr').filter({ hasText: 'Reminder: day before' })
  await expect(reminder).toBeVisible({ timeout: 30_000 })
  await expect(reminder.locator('td.cell-sessionKey')).toHaveText('Week 1')
  await expect(reminder.locator('td.cell-enabled')).toHaveText('Yes')
  await expect(reminder.locator('td.cell-sentCount')).toHaveText('0 sent · 0 skipped · 0 failed')
  // Every column in sight: neither the table nor the page scrolls sideways.
  const overflow = await page.evaluate(() => {
    const scroller = document.querySelector('#field-scheduledMessages .table') as HTMLElement
    return {
      table: scroller.scrollWidth - scroller.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }
  })
  expect(overflow).toEqual({ table: 0, page: 0 })
  // The cells this table adds (Payload's own edit button and headings are Payload's to name and colour).
  await expectNoSeriousAxeViolations(page, { include: '#field-scheduledMessages td:not(.cell-name)' })

  // The reminder's own screen: the session picked from a list by title.
  const { docs } = await (
    await request.get(
      `/api/scheduled-messages?where[event][equals]=${course.id}&where[name][equals]=${encodeURIComponent('Reminder: day before')}&depth=0`,
      { headers: course.headers },
    )
  ).json()
  await page.goto(`/admin/collections/scheduled-messages/${docs[0].id}`)
  const session = page.getByLabel('Session')
  // The event's sessions are read once the screen is live.
  await expect(session.locator('option', { hasText: 'Week 1' })).toBeAttached({ timeout: 30_000 })
  await expect(session).toHaveValue('week-1')
  await expect(session.locator('option:checked')).toHaveText('Week 1')
  const sending = page.getByRole('region', { name: 'Sending' })
  await expect(sending).toContainText('1 day before the start')

  await page.locator('#field-amount').fill('2')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
  await expect(sending).toContainText('2 days before the start')
  await expect(page.locator('#field-name')).toHaveValue('Reminder: 2 days before the start')
})

test("an event's preview link is named for screen readers", async ({ page, request }) => {
  const course = await createCourse(request, 'Preview Course')
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/events/${course.id}`)
  const preview = page.locator('#preview-button')
  await expect(preview).toBeVisible({ timeout: 30_000 })
  await expect(preview).toHaveAccessibleName(/preview/i)
  await expectNoSeriousAxeViolations(page, { include: '#preview-button' })
})
