import { readFileSync } from 'node:fs'

import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { createRegistrations, expectNoSeriousAxeViolations, openNav, signIn, specEventId } from '../helpers'

const marker = `tbl${Date.now()}`
let outreach: number

test.beforeAll(async ({ request }) => {
  outreach = await specEventId(request)
  const people = Array.from({ length: 30 }, (_, i) => ({
    fullName: `Row ${String(i).padStart(2, '0')} ${marker}`,
    email: `row${i}.${marker}@e2e.example`,
    attendanceChoice: i % 3 === 0 ? ['online', 'super-sunday'] : i % 3 === 1 ? ['online'] : ['super-sunday'],
    ...(i === 0
      ? {
          tags: ['choir', 'vip', 'usher', 'tea'],
          notes: `A long pastoral note ${'that goes on '.repeat(20)}end.`,
          phone: '07700 900100',
        }
      : {}),
  }))
  await createRegistrations(request, people)
})

test('the admin filters, searches, sorts and pages registrations, and the URL keeps the view', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await openNav(page)
  await page.locator('.staff-nav').getByRole('link', { name: 'Registrations' }).click()
  await expect(page.getByRole('heading', { name: 'Registrations' })).toBeVisible()
  // The two-day event, whichever event the table shows by default.
  await page.getByLabel('Event', { exact: true }).selectOption(String(outreach))
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue(String(outreach))

  await page.getByLabel('Search', { exact: true }).fill(marker.toUpperCase())
  await expect(page).toHaveURL(new RegExp(`search=${marker.toUpperCase()}`))
  await expect(page.getByText('Showing 1–25 of 30 registrations')).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(25)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Showing 26–30 of 30 registrations')).toBeVisible()
  await expect(page).toHaveURL(/page=2/)

  // A filter change starts again at page 1.
  await page.getByLabel('Attendance').selectOption('both')
  await expect(page.getByText('Showing 1–10 of 10 registrations')).toBeVisible()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(page).toHaveURL(/attendance=both/)

  await page.reload()
  await expect(page.getByLabel('Attendance')).toHaveValue('both')
  await expect(page.getByText('Showing 1–10 of 10 registrations')).toBeVisible()

  await page.getByRole('button', { name: /^Name/ }).click()
  await expect(page).toHaveURL(/sort=fullName/)
  await expect(page.locator('tbody tr').first()).toContainText(`Row 00 ${marker}`)
  await page.getByRole('button', { name: /^Name/ }).click()
  await expect(page.locator('tbody tr').first()).toContainText(`Row 27 ${marker}`)

  const first = page.locator('tbody tr').filter({ hasText: `Row 00 ${marker}` })
  await page.getByRole('button', { name: /^Name/ }).click()
  await expect(first.locator('.staff-badge')).toHaveText(['choir', 'vip', '+2'])
  await expect(first.locator('.staff-truncate')).toHaveText(/…$/)
  // Scanned once the sort has settled: while it loads the table is dimmed, which is not its contrast.
  await expect(page.locator('.staff-table-wrap')).toHaveAttribute('aria-busy', 'false')
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })

  await first.click()
  await expect(page).toHaveURL(/\/admin\/collections\/registrations\/\d+/)
})

test('Export CSV downloads exactly what the filters select', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/registrations?event=${outreach}&search=${marker}&attendance=online`)
  await expect(page.getByText(/of 20 registrations/)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^registrations-outreach-event-2025-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines).toHaveLength(21)
  expect(lines.slice(1).every((line) => line.includes(marker))).toBe(true)
  await expect(page.getByText('Export Successful: 20 registrations exported.')).toBeVisible()
})
