import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

test('the seeded admin signs in to the admin panel', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/email/i).fill(DEFAULT_ADMIN.email)
  await page.getByLabel(/password/i).fill(DEFAULT_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /registrations/i }).first()).toBeVisible()
})

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEFAULT_ADMIN.email)
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText(/incorrect/i)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
