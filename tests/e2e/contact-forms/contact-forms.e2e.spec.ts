import { expect, test } from '../test'

import { gotoHydrated } from '../helpers'

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.example`

test('a visitor registers for foundation school and sees the confirmation', async ({ page }) => {
  await gotoHydrated(page, '/foundation-school')
  const form = page.getByRole('form', { name: 'Foundation school registration' })
  await form.getByLabel('Full name').fill('Ada Student')
  await form.getByLabel('Mobile number').fill('07700 900200')
  await form.getByLabel('Email address').fill(uniqueEmail('fs'))
  await form.getByRole('radio', { name: 'Online (live)' }).check()
  await form.getByRole('radio', { name: 'Morning (AM)' }).check()
  await form.getByRole('button', { name: 'Register for Foundation School' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registration Successful' })).toContainText('start date')
})

test('a prayer request without consent shows Consent Required and sends nothing', async ({ page }) => {
  let posted = false
  page.on('request', (request) => {
    if (request.url().includes('/api/prayer-requests/submit')) posted = true
  })
  await gotoHydrated(page, '/prayer-request')
  const form = page.getByRole('form', { name: 'Prayer request' })
  await form.getByLabel('Full name').fill('Pat Prayer')
  await form.getByLabel('Phone number').fill('07700 900201')
  await form.getByLabel('Email address').fill(uniqueEmail('pr'))
  await form.getByLabel('Your prayer request').fill('Please pray for my exams.')
  await form.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Consent Required' })).toContainText(
    'Please consent to be contacted by Example Church Cheltenham.',
  )
  expect(posted).toBe(false)
  await expect(form.getByLabel('Full name')).toHaveValue('Pat Prayer')

  await form.getByRole('checkbox', { name: /I consent to be contacted/ }).check()
  await form.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Prayer Request Submitted' })).toBeVisible()
})

test('a visitor plans a visit from the contact page anchor', async ({ page }) => {
  await gotoHydrated(page, '/contact#plan-visit')
  const form = page.getByRole('form', { name: 'Plan your visit' })
  await form.getByLabel('Name').fill('Vic Visitor')
  await form.getByLabel('Email address').fill(uniqueEmail('visit'))
  await form.getByLabel('Mobile number').fill('07700 900202')
  await form.getByLabel('When will you visit?').selectOption('this-sunday')
  await form.getByLabel('How many of you are coming?').selectOption('3-5')
  await form.getByRole('button', { name: 'Plan My Visit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Visit Planned' })).toBeVisible()
})

test('a failed submission keeps what was typed', async ({ page }) => {
  await page.route('**/api/visit-plans/submit', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ ok: false, message: 'Something went wrong. Please try again.' }),
    }),
  )
  await gotoHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Plan your visit' })
  await form.getByLabel('Name').fill('Keep Me')
  await form.getByLabel('Email address').fill(uniqueEmail('keep'))
  await form.getByLabel('Mobile number').fill('07700 900203')
  await form.getByLabel('When will you visit?').selectOption('other')
  await form.getByLabel('How many of you are coming?').selectOption('1')
  await form.getByRole('button', { name: 'Plan My Visit' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Keep Me')
})

test('a mistake is shown at once, with the message the server would give, and nothing is sent', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/visit-plans/submit')) posts.push(request.url())
  })
  await gotoHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Plan your visit' })
  await form.getByLabel('Name').fill('Wrong Number')
  await form.getByLabel('Email address').fill(uniqueEmail('wrong'))
  await form.getByLabel('Mobile number').fill('call me maybe')
  await form.getByLabel('When will you visit?').selectOption('next-sunday')
  await form.getByLabel('How many of you are coming?').selectOption('2')
  await form.getByRole('button', { name: 'Plan My Visit' }).click()
  await expect(form.getByText('Please enter a valid phone number.')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Wrong Number')
  expect(posts).toEqual([])
})
