import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { createStaffUser, expectNoSeriousAxeViolations, signIn } from '../helpers'

test.use({ viewport: { width: 1366, height: 768 } })

test('on a laptop the staff navigation shows without a menu button, each view listed once', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  const nav = page.locator('aside.nav')
  await expect(nav).not.toHaveAttribute('inert')
  await expect(page.locator('button.nav-toggler').first()).toBeHidden()
  await expect(nav.locator('.staff-nav a')).toHaveText([
    'Overview',
    'Registrations',
    'Check-In',
    'My follow-ups',
    'Messaging',
    'Segments',
    'Reports',
    'Settings',
    'Data requests',
    'Possible duplicates',
  ])
  await expect(nav.locator('.staff-nav a').first()).toBeInViewport()
  await expect(nav.getByRole('link', { name: 'Registrations', exact: true }).filter({ visible: true })).toHaveCount(1)
  await expect(nav.getByRole('link', { name: 'Segments', exact: true }).filter({ visible: true })).toHaveCount(1)
  await expect(nav.getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
  await expectNoSeriousAxeViolations(page, { include: '.staff-nav' })

  // The collections stay reachable at their own addresses, for the staff views that link to records.
  await page.goto('/admin/collections/registrations')
  await expect(page.locator('.collection-list')).toBeVisible()
})

test('a "wrong password" notice does not survive a successful sign-in', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEFAULT_ADMIN.email)
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText(/incorrect/i)).toBeVisible()
  // The pointer rests on the notice, which holds it open (as it would for someone reading it) until
  // something else removes it.
  await page.getByText(/incorrect/i).hover()
  await page.getByLabel(/password/i).fill(DEFAULT_ADMIN.password)
  await page.getByLabel(/password/i).press('Enter')
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
  await expect(page.locator('.staff-nav')).toBeVisible()
  await expect(page.getByText(/incorrect/i)).toHaveCount(0)
})

test("an editor's home lists what they can change, each with a link", async ({ page, request }) => {
  const editor = await createStaffUser(request, 'editor', 'Eddie Editor')
  await signIn(page, editor.email, editor.password)
  const tasks = page.getByRole('list', { name: 'What you can edit' })
  await expect(tasks.getByRole('link')).toHaveText(['Pages', 'Media', 'Site settings', 'Navigation', 'Events'])
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
  await tasks.getByRole('link', { name: 'Site settings' }).click()
  await expect(page).toHaveURL(/\/admin\/globals\/site-settings$/)
})
