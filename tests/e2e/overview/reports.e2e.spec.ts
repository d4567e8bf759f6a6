import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'
import { expectNoSeriousAxeViolations } from '../helpers'

test('an admin reads the reports: a named chart, its table and its CSV for each', async ({ page }) => {
  const response = await page.request.post('/api/users/login', {
    data: { email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password },
  })
  expect(response.ok()).toBe(true)
  await page.goto('/admin/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  const sections = page.locator('section.report')
  await expect(sections).toHaveCount(4)
  for (const title of ['People who came, by month', 'First-timers who came again', 'Follow-up cards']) {
    const section = sections.filter({ has: page.getByRole('heading', { level: 2, name: title }) })
    await expect(section.locator('svg title').first()).toContainText(title)
    await expect(section.locator('table[data-report]')).toBeVisible()
  }
  const monthly = sections.filter({ has: page.getByRole('heading', { name: 'People who came, by month' }) })
  await expect(monthly.locator('table[data-report] thead th')).toHaveText([
    'Month',
    'First-timers',
    'Returning',
    'Regular',
  ])
  const download = page.waitForEvent('download')
  await monthly.getByRole('button', { name: /Download people who came, by month/ }).click()
  expect((await download).suggestedFilename()).toBe('report-monthly.csv')
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
})
