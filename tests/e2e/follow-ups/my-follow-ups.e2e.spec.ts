import { expect, test, type APIRequestContext, type Page } from '../test'

import { adminToken, createStaffUser, expectNoSeriousAxeViolations } from '../helpers'

const marker = `fu${Date.now()}`

/** A staff admin with a follow-up list of three steps and one overdue card assigned to them, made over the API. */
async function staffWithCard(request: APIRequestContext, label: string) {
  const staff = await createStaffUser(request, 'admin', `Follower ${label}`)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/${path}`, { headers, data })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()).doc as { id: number }
  }
  const user = (
    await (await request.get(`/api/users?where[email][equals]=${encodeURIComponent(staff.email)}`, { headers })).json()
  ).docs[0] as { id: number }
  const list = await post('follow-up-lists', {
    name: `Newcomers ${label} ${marker}`,
    steps: [{ title: 'Phone them' }, { title: 'Invite to lunch' }, { title: 'Welcome pack' }],
    assignee: user.id,
    dueInDays: 7,
  })
  const person = await post('people', { fullName: `Nadia ${label} ${marker}` })
  const card = await post('follow-up-cards', {
    list: list.id,
    person: person.id,
    assignee: user.id,
    dueAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  })
  // Read with the test's own request context: the one that made the card is gone once the set-up ends.
  const read = async (client: APIRequestContext) =>
    (await (await client.get(`/api/follow-up-cards/${card.id}?depth=0`, { headers })).json()) as {
      status: string
      step: number
      removalReason?: string
    }
  return { staff, personName: `Nadia ${label} ${marker}`, read }
}

type Setup = Awaited<ReturnType<typeof staffWithCard>>
let laptop: Setup
let phone: Setup

// Made before the tests, so each one times only the staff member's own work.
test.beforeAll(async ({ request }) => {
  laptop = await staffWithCard(request, 'Laptop')
  phone = await staffWithCard(request, 'Phone')
})

/** Signs in through the API from the page's own context (its cookie is the browser's), then opens My follow-ups. */
async function openMyFollowUps(page: Page, { staff }: Setup) {
  const response = await page.request.post('/api/users/login', {
    data: { email: staff.email, password: staff.password },
  })
  expect(response.ok()).toBe(true)
  await page.goto('/admin/my-follow-ups')
}

test.describe('my follow-ups on a laptop', () => {
  test('an admin ticks a step, then removes the card with a reason', async ({ page, request }) => {
    const { personName, read } = laptop
    await openMyFollowUps(page, laptop)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: personName }) })
    await expect(card).toContainText('Overdue')
    await expect(card).toContainText('step 1 of 3: Phone them')
    await card.getByRole('button', { name: 'Done: Phone them' }).click()
    await expect(card).toContainText('step 2 of 3: Invite to lunch')
    expect(await read(request)).toMatchObject({ status: 'open', step: 1 })

    await card.getByRole('button', { name: 'Remove' }).click()
    await card.getByLabel('Why remove it?').fill('Moved to another church')
    await card.getByRole('button', { name: 'Remove card' }).click()
    await expect(page.getByRole('heading', { name: personName })).toHaveCount(0)
    expect(await read(request)).toMatchObject({ status: 'removed', removalReason: 'Moved to another church' })
    await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
  })
})

test.describe('my follow-ups on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  test('a staff member ticks a step with the keyboard, and nothing scrolls sideways', async ({ page, request }) => {
    const { personName, read } = phone
    await openMyFollowUps(page, phone)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: personName }) })
    const done = card.getByRole('button', { name: 'Done: Phone them' })
    await expect(done).toBeVisible()
    // Measured once the page has settled: while the admin hydrates, its layout is briefly wider.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const box = await done.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    await done.focus()
    await page.keyboard.press('Enter')
    await expect(card).toContainText('step 2 of 3: Invite to lunch')
    expect(await read(request)).toMatchObject({ status: 'open', step: 1 })
  })
})
