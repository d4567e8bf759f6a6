import { expect, test } from '@playwright/test'

test('the home page renders its content from the CMS with the site chrome', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Giving Your Life a Meaning' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watch Online' })).toHaveAttribute('href', '/live-programmes/online-church')
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
