import { expect, test, type Page } from '../test'

import { gotoHydrated } from '../helpers'

const PUBLIC_FORMS: Array<{ path: string; form: string }> = [
  { path: '/', form: 'Event registration' },
  { path: '/outreach-event', form: 'Event registration' },
  { path: '/foundation-school', form: 'Foundation school registration' },
  { path: '/prayer-request', form: 'Prayer request' },
  { path: '/contact', form: 'Plan your visit' },
]

/** The section around a form, where the privacy notice link sits under it. */
const sectionOf = (page: Page, form: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('form', { name: form }) })
    .last()

for (const { path, form } of PUBLIC_FORMS) {
  test(`the ${form.toLowerCase()} form on ${path} links to the privacy notice`, async ({ page }) => {
    await gotoHydrated(page, path)
    const link = sectionOf(page, form)
      .getByTestId('privacy-notice-link')
      .getByRole('link', { name: 'Read our privacy notice' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', '/privacy')
  })
}

test('the footer links to the privacy notice, which is a page of its own', async ({ page }) => {
  await gotoHydrated(page, '/about')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Read our privacy notice' })
  await expect(link).toHaveAttribute('href', '/privacy')
  await link.click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible()
})
