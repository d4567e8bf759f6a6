import { expect, test, type Page } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, signIn, specEventId } from '../helpers'

test.use({ viewport: { width: 1366, height: 768 } })

type Figure = { label: string; value: number; href: string | null }

/** Every card of the Overview: its label, its number, and where it links (null for a card that is not a link). */
async function readFigures(page: Page): Promise<Figure[]> {
  return page.locator('[data-stat]').evaluateAll((cards) =>
    cards.map((card) => ({
      label: card.getAttribute('data-stat')!,
      value: Number(card.getAttribute('data-value')),
      href: card.getAttribute('href'),
    })),
  )
}

/** The count the registrations table gives under its pages: "Showing 1–25 of 29 registrations". */
async function tableCount(page: Page): Promise<number> {
  const pager = page.getByText(/^Showing \d+–\d+ of \d+ registrations$/)
  await expect(pager).toBeVisible()
  return Number(/of (\d+) registrations/.exec((await pager.textContent()) ?? '')![1])
}

test.beforeAll(async ({ request }) => {
  // The seeded event has its demo people (some checked in); one person who cancels through their
  // private link gives "Cancelled" something to count.
  const email = `overview.cancelled.${Date.now()}@e2e.example`
  const registered = await request.post('/api/registrations/register', {
    data: { event: 'outreach-event-2025', fullName: 'Overview Cancelled', email, attendanceChoice: ['online'] },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  let token = ''
  await expect(async () => {
    const outbox = await (
      await request.get(`/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers })
    ).json()
    // Any of the person's messages: a send to everyone may reach them too.
    const texts = (outbox.docs as Array<{ text?: string }>).map((doc) => doc.text ?? '').join('\n')
    token = /manage-registration\?token=([\w-]+)/.exec(texts)?.[1] ?? ''
    expect(token).not.toBe('')
  }).toPass({ timeout: 20_000 })
  const cancelled = await request.post('/api/registrations/manage', { data: { action: 'cancel', token } })
  expect(cancelled.ok(), await cancelled.text()).toBe(true)
})

test('every figure on the Overview links to the registrations filtered to exactly that many', async ({
  page,
  request,
}) => {
  test.slow()
  const outreach = await specEventId(request)
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin?event=${outreach}`)
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()

  const figures = await readFigures(page)
  // The exclusive classes say so, and the per-session totals sit beside them.
  expect(figures.map((figure) => figure.label)).toEqual([
    'Total Registrations',
    'Online only',
    'In person only',
    'Both Days',
    'Attending Online Crusade',
    'Attending Super Sunday',
    'E-mail consent',
    'Day 1 Checked In',
    'Day 2 Checked In',
    'Cancelled',
  ])
  const byLabel = Object.fromEntries(figures.map((figure) => [figure.label, figure]))
  expect(byLabel['Total Registrations']!.value).toBeGreaterThanOrEqual(20)
  expect(byLabel['Cancelled']!.value).toBeGreaterThanOrEqual(1)
  // Online only, in person only and both days are every registration, each in one class.
  expect(byLabel['Online only']!.value + byLabel['In person only']!.value + byLabel['Both Days']!.value).toBe(
    byLabel['Total Registrations']!.value,
  )
  expect(byLabel['Attending Super Sunday']!.value).toBe(byLabel['In person only']!.value + byLabel['Both Days']!.value)
  // The exclusive classes have no filter of their own, so they are not links.
  expect(figures.filter((figure) => !figure.href).map((figure) => figure.label)).toEqual([
    'Online only',
    'In person only',
  ])
  await expectNoSeriousAxeViolations(page, { include: '.overview' })

  for (const figure of figures.filter((entry) => entry.href)) {
    await page.goto(`/admin?event=${outreach}`)
    // A click while React takes the page over can be lost with the link it replaces: clicked again,
    // unless the last click did land and the registrations screen is merely slow to come.
    await expect(async () => {
      const onRegistrations = () => /\/admin\/registrations\?/.test(page.url())
      if (!onRegistrations()) await page.locator(`a[data-stat="${figure.label}"]`).click({ timeout: 2_000 })
      await expect(page).toHaveURL(/\/admin\/registrations\?/, { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Registrations' })).toBeVisible()
    expect({ [figure.label]: await tableCount(page) }).toEqual({ [figure.label]: figure.value })
  }
  // The table shows the filter the figure chose, so what it lists is plain to see.
  await expect(page.getByLabel('Status')).toHaveValue('cancelled')
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
})

test('the Overview charts registrations per day and, per session, who checked in and who registered', async ({
  page,
  request,
}) => {
  const outreach = await specEventId(request)
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin?event=${outreach}`)
  const figures = Object.fromEntries((await readFigures(page)).map((figure) => [figure.label, figure.value]))

  const perDay = page.getByRole('img', { name: /^Registrations per day/ })
  await expect(perDay).toBeVisible()
  expect((await perDay.boundingBox())!.width).toBeGreaterThan(400)
  // The figures behind the chart, for screen readers: one row per UK day, together the total.
  const dayTable = page.getByRole('table', { name: 'Registrations per day' })
  const dayRows = dayTable.locator('tbody tr')
  expect(await dayRows.count()).toBeGreaterThanOrEqual(1)
  await expect(dayTable.locator('thead th')).toHaveText(['Day', 'Registrations'])
  const perDayCounts = (await dayRows.locator('td').allTextContents()).map(Number)
  expect(perDayCounts.reduce((sum, count) => sum + count, 0)).toBe(figures['Total Registrations'])
  await expect(dayRows.last().locator('th')).toHaveText(/^\w+day \d{1,2} \w+ \d{4}$/)

  const perSession = page.getByRole('img', { name: /^Checked in and registered per session/ })
  await expect(perSession).toBeVisible()
  const sessionTable = page.getByRole('table', { name: 'Checked in and registered per session' })
  await expect(sessionTable.locator('thead th')).toHaveText(['Session', 'Checked in', 'Registered'])
  await expect(sessionTable.locator('tbody tr')).toHaveCount(2)
  await expect(sessionTable.locator('tbody tr').nth(0)).toHaveText(
    `Day 1 · Online Crusade${figures['Day 1 Checked In']}${figures['Attending Online Crusade']}`,
  )
  await expect(sessionTable.locator('tbody tr').nth(1)).toHaveText(
    `Day 2 · Super Sunday${figures['Day 2 Checked In']}${figures['Attending Super Sunday']}`,
  )
  // The bars are drawn: one per series and session, and their numbers over them.
  await expect(perSession.locator('rect')).toHaveCount(4)
  await expectNoSeriousAxeViolations(page, { include: '.overview' })
})
