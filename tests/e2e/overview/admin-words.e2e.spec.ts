import http from 'node:http'
import type { AddressInfo } from 'node:net'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, createOnlineEvent, createRegistrations, expectNoSeriousAxeViolations, signIn } from '../helpers'

// The staff admin as someone who is not a developer reads it, on a laptop.
test.use({ viewport: { width: 1366, height: 768 } })

let receiver: http.Server
let receiverBase = ''

test.beforeAll(async () => {
  // /fails answers 500; /silent never answers, so the sender gives up after its 5 seconds.
  receiver = http.createServer((req, res) => {
    if (req.url === '/silent') return
    res.statusCode = req.url === '/fails' ? 500 : 200
    res.end('receiver says: internal stack trace here')
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})

test.afterAll(async ({ request }) => {
  const token = await adminToken(request)
  await request.post('/api/globals/integrations', {
    headers: { Authorization: `JWT ${token}` },
    data: { webhookUrl: null, webhookSecret: null },
  })
  receiver.closeAllConnections()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

test('Integrations says in words where e-mail and texts go, and why a webhook failed', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/settings?tab=integrations')
  const email = page.getByRole('region', { name: 'Email Service' })
  await expect(email).toContainText(
    'E-mail is kept in the outbox (not sent): ask whoever hosts the site to add a Resend key.',
  )
  const sms = page.getByRole('region', { name: 'SMS Service' })
  await expect(sms).toContainText(
    'Text messages are kept in the outbox (not sent): ask whoever hosts the site to add a Twilio account.',
  )
  await expect(page.locator('.staff-view')).not.toContainText(/RESEND_API_KEY|TWILIO_/)
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })

  const url = page.getByLabel('Webhook URL')
  const test = async (address: string, words: string) => {
    await url.fill(address)
    await page.getByRole('button', { name: 'Test Webhook' }).click()
    await expect(page.getByText(`Webhook Test Failed: ${words}`)).toBeVisible({ timeout: 15_000 })
  }
  await test('https://no-such-host.invalid/hook', 'The address could not be found.')
  await test(`${receiverBase}/fails`, 'The receiver answered 500.')
  await test(`${receiverBase}/silent`, 'No answer within 5 seconds.')
  await expect(page.locator('body')).not.toContainText(/getaddrinfo|ENOTFOUND|ECONNREFUSED|stack trace/)
})

test('saving an invalid webhook address shows the error at the field and saves nothing', async ({ page, request }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/settings?tab=integrations')
  const url = page.getByLabel('Webhook URL')
  await url.fill('hooks.example.org/church')
  await page.getByRole('button', { name: 'Save Webhook' }).click()
  await expect(url).toHaveAttribute('aria-invalid', 'true')
  await expect(url).toHaveAccessibleDescription('Enter a full web address starting with https://')
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
  const token = await adminToken(request)
  const saved = await (
    await request.get('/api/globals/integrations?depth=0', { headers: { Authorization: `JWT ${token}` } })
  ).json()
  expect(saved.webhookUrl ?? null).not.toBe('hooks.example.org/church')

  await url.fill('https://hooks.example.org/church')
  await page.getByRole('button', { name: 'Save Webhook' }).click()
  await expect(page.getByText(/^Settings Saved: new registrations/)).toBeVisible()
  await expect(url).not.toHaveAttribute('aria-invalid', 'true')
})

test('field labels read as words', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/globals/site-settings')
  // Payload adds an asterisk to a required field's label.
  for (const label of ['Church name', 'Venue address', 'Enquiries e-mail', 'Website address'])
    await expect(page.getByRole('textbox', { name: new RegExp(`^${label}\\W*$`) })).toBeVisible()
  await expect(page.locator('form')).not.toContainText(/Church Name|Venue Address|Enquiries Email|Website Url/)
  // The labels themselves; Payload's own pickers and menus around them are Payload's to fix.
  await expectNoSeriousAxeViolations(page, { include: 'label.field-label' })
})

test('the audit log names each record and counts in sentences', async ({ page, request }) => {
  const name = `Olivia Green ${Date.now()}`
  const event = await createOnlineEvent(request, `Words Evening ${Date.now()}`)
  const [person] = await createRegistrations(request, [
    { event: event.id, fullName: name, email: `olivia.${Date.now()}@e2e.example`, attendanceChoice: ['online'] },
  ])
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  expect(
    (
      await request.post('/api/checkins/toggle', {
        headers,
        data: { registration: person!.id, session: 'online', checkedIn: true },
      })
    ).ok(),
  ).toBe(true)

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  // Searched for by its record, as other files' tests write to the log meanwhile.
  await page.goto(`/admin/collections/audit-log?search=registrations:${person!.id}`)
  const row = page.getByRole('row').filter({ hasText: `registration of ${name}` })
  await expect(row).toContainText('Check-in')
  await expect(row).toContainText(`Checked in at Online Crusade of ${event.title}`)
  // The rows this change words; Payload's own selection boxes and column headings are Payload's to fix.
  const axe = await new AxeBuilder({ page }).include('.collection-list .table tbody').exclude('.cell-_select').analyze()
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([])

  await row.getByRole('link').first().click()
  await expect(page.getByLabel('Record', { exact: true })).toHaveValue(`registration of ${name}`)
  await expect(page.locator('label').filter({ hasText: /^What happened/ })).toBeVisible()
  await expectNoSeriousAxeViolations(page, { include: '#field-record' })

  const sent = await request.post('/api/messaging-logs/send', {
    headers,
    data: { type: 'email', purpose: 'service', subject: 'Words for people', content: 'Hello', audience: 'all' },
  })
  const { id, recipientCount } = (await sent.json()).log as { id: number; recipientCount: number }
  await page.goto(`/admin/collections/audit-log?search=messaging-logs:${id}`)
  const send = page.getByRole('row').filter({ hasText: 'message “Words for people”' })
  await expect(send).toContainText(`sent to ${recipientCount} ${recipientCount === 1 ? 'person' : 'people'}`)
})

test('page blocks are listed by their name and heading in the editor', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const home = (await (await request.get('/api/pages?where[path][equals]=/&depth=0', { headers })).json()).docs[0]
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/pages/${home.id}`)
  await expect(page.getByText('Hero – Giving Your Life a Meaning', { exact: true })).toBeVisible()
  await expect(
    page
      .locator('.blocks-field__block-header')
      .filter({ hasText: /^Call to action/ })
      .first(),
  ).toBeVisible()
})

test('Erase all data looks destructive, stands apart, and still asks for the address', async ({ page, request }) => {
  const address = `erase.words.${Date.now()}@e2e.example`
  await createRegistrations(request, [{ fullName: 'Erase Words', email: address, attendanceChoice: ['online'] }])
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/privacy')
  await page.getByLabel('E-mail address').fill(address)
  await page.getByRole('button', { name: 'Find data' }).click()

  const zone = page.getByRole('region', { name: 'Erase (cannot be undone)' })
  const erase = zone.getByRole('button', { name: 'Erase all data' })
  await expect(erase).toBeDisabled()
  // Apart from the download: not among the other actions.
  await expect(zone.getByRole('button', { name: 'Download everything (JSON)' })).toHaveCount(0)
  await zone.getByLabel('Type the e-mail address again to confirm').fill(address)
  await expect(erase).toBeEnabled()
  await expect(erase).toHaveCSS('background-color', 'rgb(185, 28, 28)')
  await expect(erase).toHaveCSS('color', 'rgb(255, 255, 255)')
  // Its frame is red too.
  const [red, green] = (await zone.evaluate((element) => getComputedStyle(element).borderTopColor))
    .match(/\d+/g)!
    .map(Number)
  expect(red).toBeGreaterThan(150)
  expect(green).toBeLessThan(100)
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
})
