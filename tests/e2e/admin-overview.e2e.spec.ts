import { expect, test } from '@playwright/test'

import { DEFAULT_ADMIN } from '../../src/seed/default-admin'

test('the admin home shows the event overview and exports registrations as CSV', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEFAULT_ADMIN.email)
  await page.getByLabel(/password/i).fill(DEFAULT_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 30_000 })

  const total = page.locator('[data-stat="Total Registrations"]')
  await expect(total).toContainText(/\d+/)
  await expect(page.locator('[data-stat="Online"]')).toContainText('% of registrations')
  await expect(page.getByRole('heading', { name: 'Event Schedule' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download day1.ics' })).toHaveAttribute('href', '/outreach-event/calendar/day1')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
  const path = await download.path()
  const { readFileSync } = await import('node:fs')
  const csv = readFileSync(path!, 'utf8')
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Full Name,Email,Phone,Attendance Choice,GDPR Consent,Day 1 Check-in,Day 2 Check-in,Tags,Notes,Registration Date')
  await expect(page.getByText(/Export Successful/)).toBeVisible()
})
