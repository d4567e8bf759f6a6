import type { ChildProcess } from 'node:child_process'

import { expect, test } from '../test'

import { INVITATION_DAYS, STAFF_INVITATION_MESSAGES } from '../../../src/staff/rules/staff-invitations'
import { findFreePort } from '../../../src/platform/net/free-port'
import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'
import { startFakeResend } from '../../helpers/fake-resend'

import { adminToken, expectNoSeriousAxeViolations, signIn } from '../helpers'
import { startServer, stopServer } from '../second-server'

const LAPTOP = { width: 1366, height: 768 }
test.use({ viewport: LAPTOP })

/**
 * The outbox of the server under test withholds one-time links from staff, as it must. A second
 * server on the same database sends through a fake Resend instead, so the test can read the link the
 * invitee would get: it e-mails the invitation again, which also checks that the first link dies.
 */
let mailer: Awaited<ReturnType<typeof startFakeResend>>
let sendingServer: ChildProcess
let sendingUrl: string

test.beforeAll(async () => {
  mailer = await startFakeResend()
  const port = await findFreePort()
  sendingServer = await startServer(port, {
    RESEND_API_KEY: 're_test_key',
    RESEND_BASE_URL: mailer.baseUrl,
    JOBS_AUTORUN: 'false',
  })
  sendingUrl = `http://localhost:${port}`
})

test.afterAll(async () => {
  if (sendingServer) await stopServer(sendingServer)
  await mailer?.close()
})

test('an admin invites a volunteer, who sets their own password from the link and lands at the check-in desk', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `invited.${Date.now()}@e2e.example`
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)

  // The new-account screen asks for no password: the person chooses it.
  await page.goto('/admin/collections/users/create')
  // This server has no e-mail service (no RESEND_API_KEY): the screen says so before anyone is invited.
  await expect(page.getByTestId('invitation-field')).toContainText(
    `They choose their own password from an invitation link (it works for ${INVITATION_DAYS} days). ${STAFF_INVITATION_MESSAGES.noEmailOnCreate}`,
  )
  // Not "Active" before there is anything to be active.
  await expect(page.getByText('Status', { exact: true })).toHaveCount(0)
  await expect(page.locator('input[type="password"]:visible')).toHaveCount(0)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Full name').fill('Vera Invited')
  await page.locator('#field-role').click()
  await page.getByRole('option', { name: 'Volunteer', exact: true }).click()
  // What this screen adds; Payload's own select box has findings of its own on every screen.
  await expectNoSeriousAxeViolations(page, { include: '[data-testid="invitation-field"]' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/, { timeout: 20_000 })
  const userId = Number(new URL(page.url()).pathname.split('/').pop())

  // Their page says they are invited and, with no e-mail to send it by, offers the link to hand over;
  // there is no way to set their password.
  const invitation = page.getByTestId('invitation-field')
  await expect(invitation).toContainText('Invited: they have not chosen a password yet')
  await expect(invitation).toContainText(STAFF_INVITATION_MESSAGES.noEmailInvited)
  await expect(page.getByRole('button', { name: 'Send the invitation again' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /change password/i })).toHaveCount(0)
  await invitation.getByRole('button', { name: 'Copy the invitation link' }).click()
  const copied = invitation.getByRole('textbox', { name: 'Invitation link (works once)' })
  await expect(copied).toHaveValue(/\/admin\/accept-invitation\?token=/)
  await expectNoSeriousAxeViolations(page, { include: '[data-testid="invitation-field"]' })
  // The link handed over opens the invitee's own page.
  const handedOver = await browser.newContext({ viewport: LAPTOP })
  const handedOverPage = await handedOver.newPage()
  await handedOverPage.goto(await copied.inputValue())
  await expect(handedOverPage.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible()
  await expect(handedOverPage.getByText(email)).toBeVisible()
  await handedOver.close()

  await page.goto(`/admin/collections/users?where[email][equals]=${encodeURIComponent(email)}`)
  const row = page.locator('tbody tr').filter({ hasText: email })
  await expect(row).toContainText('Invited')

  // The first e-mail went to the outbox without its link; a new one goes out through the second server.
  const token = await adminToken(request)
  const resent = await request.post(`${sendingUrl}/api/staff-invitations/resend`, {
    headers: { Authorization: `JWT ${token}` },
    data: { user: userId },
  })
  expect(resent.ok(), await resent.text()).toBe(true)
  const letter = mailer.delivered.find((message) => message.to === email)!
  expect(letter.text).toContain(`for the next ${INVITATION_DAYS} days`)
  const link = /https?:\/\/\S+\/admin\/accept-invitation\?token=\S+/.exec(letter.text)![0]

  const invitee = await browser.newContext({ viewport: LAPTOP })
  const inviteePage = await invitee.newPage()
  await inviteePage.goto(link)
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible()
  await expect(inviteePage.getByText(email)).toBeVisible()
  await expectNoSeriousAxeViolations(inviteePage)
  await inviteePage.getByLabel('New password').fill('vera-chose-this-1')
  await inviteePage.getByLabel('Confirm the password').fill('vera-chose-this-2')
  await inviteePage.getByRole('button', { name: 'Set my password and sign in' }).click()
  await expect(inviteePage.locator('#invitation-confirm-password-error')).toHaveText(
    STAFF_INVITATION_MESSAGES.passwordsDiffer,
  )
  await expect(inviteePage.getByLabel('Confirm the password')).toHaveAttribute('aria-invalid', 'true')
  await expect(inviteePage.getByLabel('Confirm the password')).toHaveAttribute(
    'aria-describedby',
    'invitation-confirm-password-error',
  )
  await expectNoSeriousAxeViolations(inviteePage)
  await inviteePage.getByLabel('Confirm the password').fill('vera-chose-this-1')
  await inviteePage.getByRole('button', { name: 'Set my password and sign in' }).click()
  await expect(inviteePage).toHaveURL(/\/admin\/checkin/, { timeout: 30_000 })
  await expect(inviteePage.getByTestId('staff-identity')).toContainText('Vera Invited')

  // The link is used up.
  await inviteePage.goto(link)
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Invitation link not valid' })).toBeVisible()
  await expect(inviteePage.getByTestId('invitation-invalid')).toHaveText(STAFF_INVITATION_MESSAGES.linkInvalid)
  await expectNoSeriousAxeViolations(inviteePage)
  await invitee.close()

  await page.reload()
  await expect(page.locator('tbody tr').filter({ hasText: email })).toContainText('Active')
})
