import { expect, test } from '../test'

import { TWO_FACTOR_MESSAGES } from '../../../src/platform/access/second-factor'
import { TOTP_PERIOD_SECONDS, totpCodeAt } from '../../../src/staff/two-factor/totp'

import {
  clickAndAnswer,
  createStaffUser,
  expectNoSeriousAxeViolations,
  forgetSession,
  openNav,
  signIn,
  turnOnSecondFactorAndSignOut,
} from '../helpers'

test('a staff user turns on a second factor, then signs in with password and code', async ({ page, request }) => {
  const staff = await createStaffUser(request, 'editor', 'E2E Two Factor')
  await signIn(page, staff.email, staff.password)

  await page.goto('/admin/two-factor')
  await expect(page.getByRole('heading', { level: 1, name: 'Second factor' })).toBeVisible()
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
  await page.getByLabel('6-digit code').fill(totpCodeAt(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByTestId('two-factor-on')).toContainText('Every sign-in to this account asks for a code')

  // The page has just reloaded: retry until the menu button answers (after hydration).
  await expect(() => openNav(page)).toPass({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)

  // The password alone reaches the code screen, and nothing else.
  await signIn(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin\/two-factor/)
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
  await page.goto('/admin/collections/pages')
  await expect(page).toHaveURL(/\/admin\/two-factor\?redirect=/)
  await expectNoSeriousAxeViolations(page)

  const codeField = page.getByLabel('6-digit code')
  await codeField.fill('000000' === totpCodeAt(secret) ? '111111' : '000000')
  await codeField.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: TWO_FACTOR_MESSAGES.wrongCode })).toBeVisible()
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')

  // The code from enrolment is spent; the app's next code (within the accepted window) is not.
  await codeField.fill(totpCodeAt(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages/, { timeout: 30_000 })
  await expect(page.getByTestId('staff-identity')).toContainText('E2E Two Factor')
})

test('an admin can reset a staff member’s second factor from their account page', async ({ page, request }) => {
  const staff = await createStaffUser(request, 'volunteer', 'E2E Reset Me')
  await signIn(page, staff.email, staff.password)
  await turnOnSecondFactorAndSignOut(page)

  const admin = await createStaffUser(request, 'admin', 'E2E Resetting Admin')
  await signIn(page, admin.email, admin.password)
  const users = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(staff.email)}`, {
    headers: { Authorization: `JWT ${(await (await request.post('/api/users/login', { data: admin })).json()).token}` },
  })
  const staffId = (await users.json()).docs[0].id as number
  await page.goto(`/admin/collections/users/${staffId}`)
  // A reset reloads the page, which then shows the account with no second factor to reset.
  const reloaded = page.waitForEvent('load', { timeout: 15_000 })
  await clickAndAnswer(page, page.getByRole('button', { name: 'Reset second factor' }), (dialog) => dialog.accept())
  await reloaded
  await expect(page.getByTestId('second-factor-field')).toBeAttached()
  await expect(page.getByTestId('second-factor-field').getByRole('button')).toHaveCount(0)
  await forgetSession(page)

  await signIn(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin\/checkin/)
})
