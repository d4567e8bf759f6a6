import { expect, test, type Page } from '../test'

import { adminToken, clickAndAnswer, gotoHydrated, outboxText } from '../helpers'

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.example`

function form(page: Page) {
  return page.getByRole('form', { name: 'Event registration' })
}

test('the attendance boxes follow the SPEC rules, with Both Days indeterminate for one day', async ({ page }) => {
  await gotoHydrated(page, '/outreach-event')
  const f = form(page)
  const online = f.getByRole('checkbox', { name: /Online Crusade/ })
  const sunday = f.getByRole('checkbox', { name: /Super Sunday/ })
  const both = f.getByRole('checkbox', { name: 'Both Days' })
  // Each day's date, time and place come from the event in the CMS.
  await expect(online).toHaveAccessibleName(/Sat 20 Sept, 5–7 PM, YouTube live stream/)
  await expect(sunday).toHaveAccessibleName(/Sun 21 Sept, 10:30 AM–12:30 PM, Sports Centre Pavilion, Cheltenham/)

  await online.check()
  await expect(both).not.toBeChecked()
  expect(await both.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true)
  await sunday.check()
  await expect(both).toBeChecked()
  await sunday.uncheck()
  await expect(both).not.toBeChecked()
  await expect(online).toBeChecked()
  await both.click()
  await expect(online).toBeChecked()
  await expect(sunday).toBeChecked()
  await both.click()
  await expect(online).not.toBeChecked()
  await expect(sunday).not.toBeChecked()
})

test('missing details and missing days show the SPEC notices and send nothing', async ({ page }) => {
  await gotoHydrated(page, '/outreach-event')
  const f = form(page)
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Missing Information' })).toContainText(
    'Please fill in your name and email address.',
  )
  await f.getByLabel('Full name').fill('Nobody Yet')
  await f.getByLabel('Email address').fill(uniqueEmail('nodays'))
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please Select Attendance' })).toContainText(
    'Please choose which events you plan to attend.',
  )
})

test('a visitor registers on the home page, sees the confirmation, and can register another person', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const f = form(page)
  const email = uniqueEmail('home')
  await f.getByLabel('Full name').fill('Home Visitor')
  await f.getByLabel('Email address').fill(email)
  await f.getByLabel('Phone number (optional)').fill('07700 900555')
  await f.getByRole('checkbox', { name: /Super Sunday/ }).check()
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration Confirmed!')).toBeVisible()
  await expect(page.getByText(/confirmation e-mail has been sent/)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Registration Confirmed!' })).toContainText(
    'Thank you for registering! We look forward to seeing you at the event.',
  )
  await page.getByRole('button', { name: 'Register Another Person' }).click()
  await expect(form(page).getByLabel('Full name')).toHaveValue('')
  await expect(form(page).getByLabel('Email address')).toHaveValue('')
  await expect(form(page).getByRole('checkbox', { name: /Super Sunday/ })).not.toBeChecked()
})

test("the form checks its details with the endpoint's own schema before sending anything", async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/registrations/register')) posts.push(request.url())
  })
  await gotoHydrated(page, '/outreach-event')
  const f = form(page)
  await f.getByLabel('Full name').fill('Typo Person')
  await f.getByLabel('Email address').fill('typo-person@')
  await f.getByLabel('Phone number (optional)').fill('call me')
  await f.getByRole('checkbox', { name: /Online Crusade/ }).check()
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Registration Failed' })).toContainText(
    'Please enter a valid email address.',
  )
  await expect(f.getByText('Please enter a valid phone number.')).toBeVisible()
  await expect(f.getByLabel('Email address')).toHaveValue('typo-person@')
  expect(posts).toEqual([])
})

/** Every script the page downloads, with whether it holds the validation library (zod). */
function watchScripts(page: Page) {
  const scripts: Array<Promise<{ url: string; hasZod: boolean }>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((body) => ({ url: response.url(), hasZod: body.includes('ZodError') })))
  })
  return {
    withZod: async () => (await Promise.all(scripts)).filter((script) => script.hasZod).map((script) => script.url),
  }
}

test('the validation code downloads only when the person starts on the form', async ({ page }) => {
  const scripts = watchScripts(page)
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  expect(await scripts.withZod()).toEqual([])

  await form(page).getByLabel('Full name').focus()
  await expect.poll(async () => (await scripts.withZod()).length).toBeGreaterThan(0)
})

test('if the validation code cannot download, the endpoint still checks the details', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/registrations/register')) posts.push(request.url())
  })
  await gotoHydrated(page, '/outreach-event')
  // The connection drops after the page has loaded: no more scripts arrive.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  const f = form(page)
  await f.getByLabel('Full name').fill('Offline Person')
  await f.getByLabel('Email address').fill('offline-person@')
  await f.getByRole('checkbox', { name: /Online Crusade/ }).check()
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Registration Failed' })).toContainText(
    'Please enter a valid email address.',
  )
  await expect(f.getByLabel('Email address')).toHaveValue('offline-person@')
  expect(posts).toHaveLength(1)
})

test('while sending, the button says Registering... and cannot be pressed again', async ({ page }) => {
  let release!: () => void
  const answered = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/registrations/register', async (route) => {
    await answered
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        ok: true,
        message: 'Thank you for registering! We look forward to seeing you at the event.',
      }),
    })
  })
  await gotoHydrated(page, '/outreach-event')
  const f = form(page)
  await f.getByLabel('Full name').fill('Patient Person')
  await f.getByLabel('Email address').fill(uniqueEmail('busy'))
  await f.getByRole('checkbox', { name: /Online Crusade/ }).check()
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(f.getByRole('button', { name: 'Registering...' })).toBeDisabled()
  release()
  await expect(page.getByText('Registration Confirmed!')).toBeVisible()
})

test('a server failure keeps the filled form editable with the Registration Failed notice', async ({ page }) => {
  await page.route('**/api/registrations/register', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ ok: false, message: 'Something went wrong. Please try again.' }),
    }),
  )
  await gotoHydrated(page, '/outreach-event')
  const f = form(page)
  await f.getByLabel('Full name').fill('Failing Person')
  await f.getByLabel('Email address').fill(uniqueEmail('fail'))
  await f.getByRole('checkbox', { name: /Online Crusade/ }).check()
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Registration Failed' })).toContainText(
    'Something went wrong. Please try again.',
  )
  await expect(f.getByLabel('Full name')).toHaveValue('Failing Person')
  await expect(f.getByRole('button', { name: 'Register' })).toBeEnabled()
})

test('the e-mailed verification link confirms the address once', async ({ page, request }) => {
  await gotoHydrated(page, '/outreach-event')
  const f = form(page)
  const email = uniqueEmail('verify')
  await f.getByLabel('Full name').fill('Verify Me')
  await f.getByLabel('Email address').fill(email)
  await f.getByRole('checkbox', { name: 'Both Days' }).check()
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration Confirmed!')).toBeVisible()

  // The server's job queue sends the e-mail within a few seconds; read it from the outbox as an admin.
  const text = await outboxText(request, email, '/verify-email?token=')
  const link = /(http\S+\/verify-email\?token=[\w-]+)/.exec(text)![1]!

  await gotoHydrated(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByText('Thank you! Your email address has been verified.')).toBeVisible()
  await expect(page.getByText('Online Crusade')).toBeVisible()
  await expect(page.getByText('Super Sunday')).toBeVisible()
  expect(page.url()).not.toContain('token=')
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')

  await gotoHydrated(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByText('Your email address is already verified.')).toBeVisible()
})

test('the verification page without a token says so and links back', async ({ page }) => {
  await gotoHydrated(page, '/verify-email')
  await expect(page.getByRole('alert').filter({ hasText: 'We could not verify' })).toContainText(
    'No verification token provided',
  )
  await expect(page.getByRole('link', { name: 'Go to the outreach event' })).toHaveAttribute('href', '/outreach-event')
  await expect(page.getByRole('link', { name: 'Return to Home' }).first()).toHaveAttribute('href', '/')
})

test('the verification page shows the server message for a bad token', async ({ page }) => {
  await gotoHydrated(page, '/verify-email?token=not-a-real-token')
  await expect(page.getByRole('alert').filter({ hasText: 'We could not verify' })).toContainText(
    'This verification link is not valid',
  )
})

test.describe('the countdown', () => {
  const cases = [
    { at: '2025-09-20T15:59:58Z', phase: 'day1', text: 'Online Crusade starts in' },
    { at: '2025-09-20T16:00:01Z', phase: 'day2', text: 'Super Sunday starts in' },
    { at: '2025-09-21T09:30:01Z', phase: 'live', text: 'We Are Live Now' },
    { at: '2025-09-21T11:30:01Z', phase: 'ended', text: 'The event has ended' },
  ]
  // The fake clock runs from the moment it is installed, so the page is rendered (and cached) first,
  // then loaded half a minute before the instant under test, and the clock stopped at that instant:
  // a slow load on a busy machine can no longer run past the next phase before the first look.
  const EARLY_MS = 30_000
  test.beforeEach(async ({ request }) => {
    expect((await request.get('/outreach-event')).ok()).toBe(true)
  })

  for (const { at, phase, text } of cases) {
    test(`shows the ${phase} phase at ${at}`, async ({ page }) => {
      await page.clock.install({ time: new Date(new Date(at).getTime() - EARLY_MS) })
      await gotoHydrated(page, '/outreach-event')
      await page.clock.pauseAt(new Date(at))
      await expect(page.locator(`[data-phase="${phase}"]`)).toContainText(text)
      if (phase === 'live') await expect(page.getByRole('link', { name: 'Watch Live on YouTube' })).toBeVisible()
    })
  }

  test('moves from day 1 to day 2 when Day 1 starts, re-evaluated every second', async ({ page }) => {
    await page.clock.install({ time: new Date(new Date('2025-09-20T15:59:57Z').getTime() - EARLY_MS) })
    await gotoHydrated(page, '/outreach-event')
    await page.clock.pauseAt(new Date('2025-09-20T15:59:57Z'))
    await expect(page.locator('[data-phase="day1"] [data-unit="seconds"]')).toHaveText(/0[0-3]/)
    await page.clock.runFor(4000)
    await expect(page.locator('[data-phase="day2"]')).toBeVisible()
  })
})

test('each day downloads as an .ics file at the correct UK instants', async ({ page }) => {
  // Calendar links are offered until the event ends; the browser's clock says whether it has.
  await page.clock.install({ time: new Date('2025-09-19T12:00:00Z') })
  await gotoHydrated(page, '/outreach-event')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add Online Crusade to my calendar' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('day1.ics')
  const content = await (await page.request.get('/outreach-event/calendar/day2')).text()
  expect(content).toContain('DTSTART:20250921T093000Z')
  expect(content).toContain('DTEND:20250921T113000Z')
  expect(content).toContain('STATUS:CONFIRMED')
})

test('share buttons carry the page address', async ({ page }) => {
  await gotoHydrated(page, '/outreach-event')
  for (const name of ['Share on WhatsApp', 'Share on Facebook', 'Share on X (Twitter)', 'Share on E-mail']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', /outreach-event/)
  }
})

test('the private manage link changes the days and cancels', async ({ page, request }) => {
  const email = uniqueEmail('manage')
  const registered = await request.post('/api/registrations/register', {
    data: { fullName: 'Manage Me', email, attendanceChoice: ['online'] },
  })
  expect(registered.ok()).toBe(true)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  let text = ''
  await expect(async () => {
    const outbox = await (
      await request.get(`/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers })
    ).json()
    text = outbox.docs[0]?.text ?? ''
    expect(text).toContain('/manage-registration?token=')
  }).toPass({ timeout: 20_000 })
  const link = new URL(/(http\S+\/manage-registration\?token=[\w-]+)/.exec(text)![1]!)

  await gotoHydrated(page, link.pathname + link.search)
  await expect(page.getByText('Hello Manage.')).toBeVisible()
  expect(page.url()).not.toContain('token=')
  await page.getByRole('checkbox', { name: /Super Sunday/ }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registration Updated' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Both Days' })).toBeChecked()

  await clickAndAnswer(page, page.getByRole('button', { name: 'Cancel my registration' }), (dialog) => dialog.accept())
  await expect(page.getByText(/Your registration is cancelled, Manage/)).toBeVisible()
})
