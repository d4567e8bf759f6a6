import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET } from '../../helpers/fake-stripe'

import { adminToken, expectNoSeriousAxeViolations, openNav, openTab, signIn, specEventId } from '../helpers'

let original: Record<string, unknown>
const received: Array<{ body: string; signature?: string }> = []
let receiver: http.Server
let receiverUrl = ''

test.beforeAll(async ({ request }) => {
  original = await (await request.get('/api/globals/site-settings?depth=0')).json()
  receiver = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      received.push({ body: raw, signature: req.headers['x-church-signature'] as string | undefined })
      res.statusCode = 200
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
})

test.afterAll(async ({ request }) => {
  // Put back what other browser tests expect to see on the public site.
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  await request.post('/api/globals/site-settings', {
    headers,
    data: {
      enquiriesEmail: original.enquiriesEmail,
      phones: original.phones,
      websiteUrl: original.websiteUrl,
      liveStreamUrl: original.liveStreamUrl,
    },
  })
  await request.post('/api/globals/integrations', {
    headers,
    data: { webhookUrl: null, webhookSecret: null, stripeSecretKey: '', stripeWebhookSecret: '' },
  })
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

test('Contact Info validates, saves into the site settings, and the public site shows it', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await openNav(page)
  await page.locator('.staff-nav').getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Contact Info' })).toHaveAttribute('aria-selected', 'true')

  await page.getByLabel('Primary e-mail').fill('not-an-email')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()

  await page.getByLabel('Primary e-mail').fill('office@church.example')
  await page.getByRole('textbox', { name: 'Phone number 1' }).fill('01242 777888')
  // Remove is offered only while more than one number remains.
  const phones = (original.phones as unknown[]).length
  for (let i = phones; i > 1; i--) await page.getByRole('button', { name: `Remove phone number ${i}` }).click()
  await expect(page.getByRole('button', { name: /Remove phone number/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add phone number' }).click()
  await page.getByRole('textbox', { name: 'Phone number 2' }).fill('07700 900777')
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText(/^Settings Saved/)).toBeVisible()

  await page.goto('/contact')
  await expect(page.locator('footer')).toContainText('01242 777888')
  await expect(page.locator('footer')).toContainText('office@church.example')
})

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('Settings shows where each number appears, and a new number shows on the contact page, the prayer page and the footer', async ({
    page,
  }) => {
    await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    await page.goto('/admin/settings')
    const phone2 = page.getByRole('textbox', { name: 'Phone number 2' })
    if ((await phone2.count()) === 0) await page.getByRole('button', { name: 'Add phone number' }).click()
    await expect(page.locator('#settings-phone-2-shown')).toHaveText(
      'Shown on: Worship With Us, Prayer Request, the footer of every page',
    )
    await expect(page.locator('#settings-email-shown')).toContainText('Worship With Us, Privacy Notice')
    await phone2.fill('07700 900444')
    await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText(/^Settings Saved/)).toBeVisible()

    await page.goto('/contact')
    await expect(page.getByRole('article').filter({ hasText: 'Hotlines' })).toContainText('07700 900444')
    await expect(page.locator('footer')).toContainText('07700 900444')
    await page.goto('/prayer-request')
    await expect(page.getByText('Call our prayer hotline on 07700 900444.')).toBeVisible()
    await expect(page.locator('footer')).toContainText('07700 900444')
  })
})

test('Integrations: test e-mail through the e-mail module, and a signed test webhook sent by the server', async ({
  page,
}) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/settings')
  await openTab(page, 'Integrations')
  await expect(page.getByRole('region', { name: 'Email Service' })).toContainText('Not Configured')
  await page.getByRole('button', { name: 'Test Email Connection' }).click()
  await expect(
    page.getByText(
      /Test Email Sent: No e-mail provider is configured: the test e-mail to admin@example.org is in the Outbox./,
    ),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Test Webhook' }).click()
  await expect(page.getByText('Please enter a webhook URL first.')).toBeVisible()
  await expect(page.getByTestId('webhook-example')).toContainText('"event": "registration_created"')

  await page.getByLabel('Webhook URL').fill(receiverUrl)
  await page.getByLabel('Signing secret', { exact: true }).fill('e2e-secret')
  await page.getByRole('button', { name: 'Test Webhook' }).click()
  await expect(page.getByText('Webhook Test Sent: The receiver answered 200.')).toBeVisible()
  const hit = received.at(-1)!
  expect(JSON.parse(hit.body)).toMatchObject({ test: true, source: 'church-website' })
  expect(hit.signature).toBe(`sha256=${createHmac('sha256', 'e2e-secret').update(hit.body).digest('hex')}`)

  await page.getByRole('button', { name: 'Save Webhook' }).click()
  await expect(page.getByText(/^Settings Saved: new registrations/)).toBeVisible()
  await page.reload()
  await openTab(page, 'Integrations')
  await expect(page.getByLabel('Webhook URL')).toHaveValue(receiverUrl)
})

test('Integrations: Stripe keys are labelled test mode, checked, saved sealed and removed', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/settings')
  await openTab(page, 'Integrations')
  const card = page.getByRole('region', { name: 'Card Payments' })
  // The test server's environment holds the fake Stripe's test key.
  await expect(card).toContainText('Configured (Stripe)')
  await expect(card.getByTestId('stripe-test-mode')).toHaveText('Test mode: no real money is taken')
  await expect(card.getByTestId('stripe-status')).toContainText('sk_test_…ripe')
  await expect(card.getByTestId('stripe-status')).toContainText('server’s environment')
  await expect(card.getByTestId('stripe-webhook-url')).toHaveText(/^http.+\/api\/payments\/stripe-webhook$/)

  await card.getByLabel('Secret key').fill('pk_live_publishable')
  await card.getByRole('button', { name: 'Save Stripe Keys' }).click()
  await expect(card.getByRole('alert')).toHaveText('Use the secret key Stripe shows, "sk_live_…" or "sk_test_…".')

  await card.getByLabel('Secret key').fill(FAKE_STRIPE_KEY)
  await card.getByLabel('Webhook signing secret').fill(FAKE_WEBHOOK_SECRET)
  await card.getByRole('button', { name: 'Save Stripe Keys' }).click()
  await expect(page.getByText('Stripe keys saved.')).toBeVisible()
  await expect(card.getByTestId('stripe-status')).toContainText('Set here.')
  // Never sent back: the field is empty again, its placeholder names the key by its last characters.
  await expect(card.getByLabel('Secret key')).toHaveValue('')
  await expect(card.getByLabel('Secret key')).toHaveAttribute('placeholder', 'sk_test_…ripe')

  await card.getByRole('button', { name: 'Remove Stripe Keys' }).click()
  await expect(page.getByText('Stripe keys removed from the settings.')).toBeVisible()
  await expect(card.getByTestId('stripe-status')).toContainText('server’s environment')
})

test('Export & Calendar: the complete backup and the day .ics files download', async ({ page, request }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/settings')
  await openTab(page, 'Export & Calendar')
  // The picker starts at the next event to come, which other files may have made: choose the SPEC's.
  await page.getByRole('combobox', { name: 'Event' }).selectOption(String(await specEventId(request)))
  const [backup] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Complete Database' }).click(),
  ])
  expect(backup.suggestedFilename()).toMatch(/^complete-data-backup-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await backup.path())!, 'utf8').replace(/^\uFEFF/, '')
  // Every event's registrations: the event's slug follows the ID, and there are as many check-in
  // columns as the event with the most sessions has (other files may have made longer events).
  expect(csv.split('\r\n')[0]).toMatch(
    /^ID,Event,Full Name,Email,Phone,Attendance Choice,GDPR Consent,Day 1 Check-in,Day 2 Check-in,(Day \d+ Check-in,)*Tags,Notes,Registration Date$/,
  )
  expect(csv.split('\r\n')[1]).toMatch(/^\d+,outreach-event-2025,.*,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  await expect(page.getByText(/^Export Complete: complete database backup exported, \d+ records\./)).toBeVisible()

  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Day 1 (.ics)' }).click(),
  ])
  expect(ics.suggestedFilename()).toBe('day1.ics')
  const calendar = readFileSync((await ics.path())!, 'utf8')
  expect(calendar).toContain('BEGIN:VCALENDAR')
  expect(calendar).toContain('DTSTART:20250920T160000Z')
})
