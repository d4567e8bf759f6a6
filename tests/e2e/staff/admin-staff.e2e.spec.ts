import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { createStaffUser, expectNoSeriousAxeViolations, openNav, signIn } from '../helpers'

test('the staff views lead the navigation in the SPEC order, with the name and role below', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await openNav(page)
  const staffLinks = page.locator('.staff-nav a')
  await expect(staffLinks).toHaveText([
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
  await expect(staffLinks.first()).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('staff-identity')).toContainText('Admin')
  // Payload's own screens stay reachable for editing records and content.
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
})

test('signing out returns to the home page with a "Signed Out" notice', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await openNav(page)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status').filter({ hasText: 'Signed Out' })).toBeVisible()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('a signed-in user without a role is told access is denied and signed out', async ({ page, request }) => {
  const nobody = await createStaffUser(request, null)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(nobody.email)
  await page.getByLabel(/password/i).fill(nobody.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText('Access denied. You are not authorized to access the admin panel.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByTestId('signed-out')).toBeVisible()
  const me = await page.request.get('/api/users/me')
  expect((await me.json()).user).toBeNull()
})

test('an editor sees content, not registrations or check-in', async ({ page, request }) => {
  const editor = await createStaffUser(request, 'editor', 'Edna Editor')
  await signIn(page, editor.email, editor.password)
  await openNav(page)
  await expect(page.locator('.staff-nav a')).toHaveText(['Overview', 'My account'])
  // Their own account only, so no "Staff users" list in the navigation.
  await expect(page.getByRole('link', { name: 'Staff users' })).toHaveCount(0)
  await page.locator('.staff-nav').getByRole('link', { name: 'My account' }).click()
  await expect(page).toHaveURL(/\/admin\/account$/)
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('Edna Editor')
  await openNav(page)
  await expect(page.getByTestId('staff-identity')).toContainText('Edna Editor')
  await expect(page.getByTestId('staff-identity')).toContainText('Editor')
  await page.goto('/admin/registrations')
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/checkin')
  await expect(page).toHaveURL(/\/admin\/?$/)
  expect((await page.request.get('/api/registrations/export')).status()).toBe(403)
  await expectNoSeriousAxeViolations(page)
})
