import { expect, test, type APIRequestContext } from '../test'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated } from '../helpers'

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.example`

/** The preferences link from the footer of the person's latest e-mail in the local outbox. */
async function preferencesLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  let text = ''
  await expect(async () => {
    const outbox = await (
      await request.get(`/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt&limit=1`, {
        headers,
      })
    ).json()
    text = outbox.docs[0]?.text ?? ''
    expect(text).toContain('/preferences?token=')
  }).toPass({ timeout: 20_000 })
  const link = new URL(/Choose which messages you get from us: (http\S+)/.exec(text)![1]!)
  return link.pathname + link.search
}

test('a person changes their consent and unsubscribes from all on the page linked from their e-mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prefs')
  await gotoHydrated(page, '/outreach-event')
  const form = page.getByRole('form', { name: 'Event registration' })
  await form.getByLabel('Full name').fill('Pat Preferences')
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('checkbox', { name: /Online Crusade/ }).check()
  await form.getByRole('checkbox', { name: /may e-mail me/ }).check()
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration Confirmed!')).toBeVisible()

  await gotoHydrated(page, await preferencesLinkFor(request, email))
  await expect(page.getByRole('heading', { name: 'Your messaging preferences' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  const emailBox = page.getByRole('checkbox', { name: /^E-mail:/ })
  const smsBox = page.getByRole('checkbox', { name: /^Text messages \(SMS\):/ })
  await expect(emailBox).toBeChecked()
  await expect(smsBox).not.toBeChecked()
  await expect(page.getByTestId('current-preferences')).toHaveText('You currently get news and invitations by e-mail.')
  await expectNoSeriousAxeViolations(page)

  // By keyboard alone: tick SMS, untick e-mail, save.
  await smsBox.focus()
  await page.keyboard.press('Space')
  await emailBox.focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Save my preferences' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Preferences Saved' })).toContainText(
    'Your preferences have been saved.',
  )
  await expect(page.getByTestId('current-preferences')).toHaveText(
    'You currently get news and invitations by text message.',
  )

  await page.reload()
  await expect(page.getByRole('checkbox', { name: /^E-mail:/ })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Text messages \(SMS\):/ })).toBeChecked()

  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByRole('button', { name: 'Unsubscribe from all' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toContainText(
    'You have been unsubscribed from all messages.',
  )
  await expect(page.getByTestId('current-preferences')).toHaveText('You are not subscribed to any news or invitations.')
  await expect(page.getByRole('checkbox', { name: /^Text messages \(SMS\):/ })).not.toBeChecked()

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const suppressions = await (
    await request.get(`/api/suppressions?where[email][equals]=${encodeURIComponent(email)}`, { headers })
  ).json()
  expect(suppressions.totalDocs).toBe(1)
  const records = await (
    await request.get(`/api/consent-records?where[email][equals]=${encodeURIComponent(email)}&sort=id&limit=10`, {
      headers,
    })
  ).json()
  expect(
    records.docs.map(
      (r: { channel: string; action: string; source: string }) => `${r.channel} ${r.action} ${r.source}`,
    ),
  ).toEqual([
    'email given event-registration-form',
    'email withdrawn preferences-page',
    'sms given preferences-page',
    'sms withdrawn preferences-page',
  ])
})

test('a failed save shows the failure notice and keeps the choices', async ({ page, request }) => {
  const email = uniqueEmail('fail')
  await page.route('**/api/consent-records/preferences', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ ok: false, message: 'Something went wrong. Please try again.' }),
    }),
  )
  const response = await request.post('/api/registrations/register', {
    data: { fullName: 'Fay Failure', email, attendanceChoice: ['online'], consentEmail: true },
  })
  expect(response.ok()).toBe(true)
  await gotoHydrated(page, await preferencesLinkFor(request, email))
  await page.getByRole('checkbox', { name: /^Text messages \(SMS\):/ }).check()
  await page.getByRole('button', { name: 'Save my preferences' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Something went wrong. Please try again.',
  )
  await expect(page.getByRole('checkbox', { name: /^Text messages \(SMS\):/ })).toBeChecked()
  await expect(page.getByTestId('current-preferences')).toHaveText('You currently get news and invitations by e-mail.')
})

test('a missing or forged link says so and shows nothing else', async ({ page }) => {
  for (const path of ['/preferences', '/preferences?token=Zm9yZ2VkQGUyZS5leGFtcGxl.forgedsignatureforgedsignature12']) {
    await gotoHydrated(page, path)
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible()
    await expect(page.getByRole('checkbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Unsubscribe|Save/ })).toHaveCount(0)
    await expect(page.getByText('forged@e2e.example')).toHaveCount(0)
  }
  await expectNoSeriousAxeViolations(page)
})
