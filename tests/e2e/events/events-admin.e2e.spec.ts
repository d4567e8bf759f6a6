import { expect, test, type Page } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, createStaffUser, gotoHydrated, signIn, specEventId } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const TITLE = `Harvest Mission 2027 ${unique}`
const PERSON = `Rosa Register ${unique}`

/**
 * Three sessions on three days in June 2027 (British Summer Time), as an editor types them into the
 * admin's date boxes ("Fri 4 Jun 2027, 19:00", UK time whatever the browser's zone).
 */
const SESSIONS = [
  { title: 'Friday night', starts: 'Fri 4 Jun 2027, 19:00', ends: 'Fri 4 Jun 2027, 21:00' },
  { title: 'Saturday workshop', starts: 'Sat 5 Jun 2027, 10:00', ends: 'Sat 5 Jun 2027, 12:30' },
  { title: 'Sunday celebration', starts: 'Sun 6 Jun 2027, 10:30', ends: 'Sun 6 Jun 2027, 12:30' },
]

let eventId: number
let slug: string

async function typeDate(page: Page, fieldId: string, text: string) {
  const input = page.locator(`#${fieldId} input`).first()
  await input.fill(text)
  await input.press('Escape')
  await expect(input).toHaveValue(text)
}

test.describe.configure({ mode: 'serial' })

test('an admin creates and publishes an event with three sessions in the Payload admin', async ({ page }) => {
  // Payload's edit screen builds each new session row on the server: many round trips.
  test.slow()
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/collections/events/create')
  // Rows first, each once the server has built it: typing meanwhile starts form-state requests that
  // overtake a row's own, and the row then never leaves its loading state.
  for (const index of SESSIONS.keys()) {
    await page.getByRole('button', { name: 'Add Session' }).click()
    await expect(page.locator(`#field-sessions__${index}__title`)).toBeVisible({ timeout: 30_000 })
  }
  await page.locator('#field-title').fill(TITLE)
  for (const [index, session] of SESSIONS.entries()) {
    await page.locator(`#field-sessions__${index}__title`).fill(session.title)
    await typeDate(page, `field-sessions__${index}__startsAt`, session.starts)
    await typeDate(page, `field-sessions__${index}__endsAt`, session.ends)
    await page.locator(`#field-sessions__${index}__venue`).fill('Church Hall')
  }
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await page.waitForURL(/\/admin\/collections\/events\/\d+/)
  eventId = Number(/\/events\/(\d+)/.exec(page.url())![1])
  await expect(page.locator('#field-slug')).not.toHaveValue('')
  slug = await page.locator('#field-slug').inputValue()
  expect(slug).toMatch(/^harvest-mission-2027-/)

  const stored = await (await page.request.get(`/api/events/${eventId}?depth=0`)).json()
  expect(stored).toMatchObject({ _status: 'published', allSessionsKey: 'all' })
  expect(stored.sessions.map((session: { key: string }) => session.key)).toEqual([
    'friday-night',
    'saturday-workshop',
    'sunday-celebration',
  ])
  // 7 PM in London in June is 6 PM UTC.
  expect(stored.sessions[0].startsAt).toBe('2027-06-04T18:00:00.000Z')
})

test('a visitor registers for the second session on the event page', async ({ page }) => {
  await gotoHydrated(page, `/events/${slug}`)
  const form = page.getByRole('form', { name: 'Event registration' })
  await form.getByLabel('Full name').fill(PERSON)
  await form.getByLabel('Email address').fill(`rosa.${unique}@e2e.example`)
  await form.getByRole('checkbox', { name: /^Saturday workshop/ }).check()
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Thank you for registering! We look forward to seeing you at the event.')).toBeVisible()
})

test('the person is listed under their event only: the picker switches the table between events', async ({
  page,
  request,
}) => {
  const outreach = await specEventId(request)
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/registrations?event=${outreach}`)
  const picker = page.getByLabel('Event', { exact: true })
  await expect(picker).toHaveValue(String(outreach))
  await page.getByLabel('Search', { exact: true }).fill(PERSON)
  await expect(page.getByText('No registrations match these filters.')).toBeVisible()

  await picker.selectOption(String(eventId))
  await expect(page).toHaveURL(new RegExp(`event=${eventId}`))
  // The search is kept; the filters of the other event's sessions are not.
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(PERSON)
  const row = page.locator('tbody tr').filter({ hasText: PERSON })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Saturday workshop')
  await expect(page.getByLabel('Day 3 check-in')).toBeVisible()
  await expect(page.getByLabel('Attendance').locator('option')).toHaveText([
    'All',
    'Friday night',
    'Saturday workshop',
    'Sunday celebration',
    'All sessions',
  ])

  // The choice survives a reload.
  await page.reload()
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue(String(eventId))
  await expect(page.locator('tbody tr').filter({ hasText: PERSON })).toHaveCount(1)

  await page.getByLabel('Attendance').selectOption('friday-night')
  await expect(page.getByText('No registrations match these filters.')).toBeVisible()
  await page.getByLabel('Attendance').selectOption('saturday-workshop')
  await expect(page.locator('tbody tr').filter({ hasText: PERSON })).toHaveCount(1)
})

test('a volunteer checks the person in at session 2 on a phone-sized screen', async ({ browser, request }) => {
  const volunteer = await createStaffUser(request, 'volunteer', 'Phone Volunteer')
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(`/admin/checkin?event=${eventId}`)
  await expect(page.getByRole('heading', { name: 'Check-In' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveText([
    'Day 1 · Friday night',
    'Day 2 · Saturday workshop',
    'Day 3 · Sunday celebration',
  ])
  await page.getByRole('tab', { name: /Saturday workshop/ }).click()
  await expect(page.getByTestId('count-day2')).toHaveText('0 / 1')
  await expect(page.getByText('1 expected for Day 2 · Saturday workshop')).toBeVisible()

  await page.getByLabel('Find a person').fill(PERSON)
  const row = page.locator('li.staff-person').filter({ hasText: PERSON })
  const button = row.getByRole('button', { name: `Check in ${PERSON}` })
  await expect(button).toBeVisible()
  const box = (await button.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await button.click()
  await expect(page.getByText(`Checked In: ${PERSON}`)).toBeVisible()
  await expect(row.getByRole('button', { name: `Undo check-in for ${PERSON}` })).toBeVisible()
  await expect(page.getByTestId('count-day2')).toHaveText('1 / 1')
  await context.close()

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const checkins = await (
    await request.get(`/api/checkins?where[event][equals]=${eventId}&depth=0`, { headers })
  ).json()
  expect(checkins.docs).toEqual([expect.objectContaining({ session: 'saturday-workshop', method: 'search' })])
})

test('the overview counts the event by session, and the event is duplicated as a draft for another date', async ({
  page,
  request,
}) => {
  test.slow()
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin?event=${eventId}`)
  await expect(page.locator('[data-stat="Total Registrations"]')).toContainText('1')
  await expect(page.locator('[data-stat="Day 2 Checked In"]')).toContainText('1')
  await expect(page.locator('[data-stat="All sessions"]')).toContainText('0')
  await expect(page.getByTestId('session-counts-saturday-workshop')).toHaveText('1 registered · 1 checked in')
  await expect(page.getByRole('link', { name: 'Download day2.ics' })).toHaveAttribute(
    'href',
    `/events/${slug}/calendar/saturday-workshop`,
  )
  const calendar = await (await request.get(`/events/${slug}/calendar/saturday-workshop`)).text()
  expect(calendar).toContain('DTSTART:20270605T090000Z')

  await page.goto(`/admin/collections/events/${eventId}`)
  await page.getByRole('button', { name: 'Duplicate for another date' }).click()
  const dialog = page.getByRole('dialog', { name: 'Duplicate for another date' })
  await dialog.getByLabel('First day of the copy').fill('2028-06-02')
  await dialog.getByRole('button', { name: 'Make the copy' }).click()
  await dialog.getByRole('link', { name: 'Open the copy' }).click()
  await page.waitForURL(
    (url) => /\/admin\/collections\/events\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${eventId}`),
  )
  const copyId = Number(/\/events\/(\d+)/.exec(page.url())![1])
  await expect(page.locator('#field-title')).toHaveValue(TITLE.replace('2027', '2028'))
  await expect(page.locator('#field-sessions__0__startsAt input').first()).toHaveValue('Fri 2 Jun 2028, 19:00')
  await expect(page.locator('#field-sessions__2__startsAt input').first()).toHaveValue('Sun 4 Jun 2028, 10:30')

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const copy = await (await request.get(`/api/events/${copyId}?draft=true&depth=0`, { headers })).json()
  expect(copy).toMatchObject({ _status: 'draft' })
  expect(copy.sessions.map((session: { startsAt: string }) => session.startsAt)).toEqual([
    '2028-06-02T18:00:00.000Z',
    '2028-06-03T09:00:00.000Z',
    '2028-06-04T09:30:00.000Z',
  ])
  // A draft has no public page, and no registration was copied.
  expect((await request.get(`/events/${copy.slug}`)).status()).toBe(404)
  const registrations = await (
    await request.get(`/api/registrations?where[event][equals]=${copyId}&depth=0`, { headers })
  ).json()
  expect(registrations.totalDocs).toBe(0)
})
