import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { specEventId } from '../helpers'

test('the admin home shows the event overview and exports registrations as CSV', async ({ page, request }) => {
  const outreach = await specEventId(request)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEFAULT_ADMIN.email)
  await page.getByLabel(/password/i).fill(DEFAULT_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 30_000 })
  // The two-day event, whichever event the screen shows by default; the choice stays in the address.
  await page.goto(`/admin?event=${outreach}`)
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue(String(outreach))

  const total = page.locator('[data-stat="Total Registrations"]')
  await expect(total).toContainText(/\d+/)
  await expect(page.locator('[data-stat="Online only"]')).toContainText('% of registrations')
  await expect(page.locator('[data-stat="Both Days"]')).toContainText('% of registrations')
  await expect(page.locator('[data-stat="Day 1 Checked In"]')).toContainText(/\d+/)
  await expect(page.locator('[data-stat="Day 2 Checked In"]')).toContainText(/\d+/)
  await expect(page.getByRole('heading', { name: 'Event Schedule' })).toBeVisible()
  await expect(page.locator('[data-session="online"]')).toContainText('Day 1 · Online Crusade')
  await expect(page.getByTestId('session-counts-super-sunday')).toContainText(/\d+ registered · \d+ checked in/)
  await expect(page.getByRole('link', { name: 'Download day1.ics' })).toHaveAttribute(
    'href',
    '/outreach-event/calendar/day1',
  )

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^registrations-outreach-event-2025-\d{4}-\d{2}-\d{2}\.csv$/)
  const path = await download.path()
  const { readFileSync } = await import('node:fs')
  const csv = readFileSync(path!, 'utf8')
  // The registrations the total counts, one row each (no field in them spans lines), cancelled ones left out.
  expect(csv.trim().split('\r\n')).toHaveLength(Number(await total.getAttribute('data-value')) + 1)
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Full Name,Email,Phone,Attendance Choice,GDPR Consent,Day 1 Check-in,Day 2 Check-in,Tags,Notes,Registration Date',
  )
  await expect(page.getByText(/Export Successful/)).toBeVisible()
})
