import { expect, test, type Page } from '../test'
import { DateTime } from 'luxon'

import { checkinUrl } from '../../../src/registrations/rules/checkin-code'
import { TOTP_PERIOD_SECONDS, totpCodeAt } from '../../../src/staff/two-factor/totp'

import {
  adminToken,
  createRegistrations,
  createStaffUser,
  expectNoSeriousAxeViolations,
  signIn,
  specEventId,
  turnOnSecondFactorAndSignOut,
} from '../helpers'

// The door is worked on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const marker = `phone${Date.now()}`
type Person = Awaited<ReturnType<typeof createRegistrations>>[number]
let volunteer: Awaited<ReturnType<typeof createStaffUser>>
let door: string
let olive: Person
let cara: Person
let priya: Person
let sam: Person

test.beforeAll(async ({ request }) => {
  volunteer = await createStaffUser(request, 'volunteer', 'Phoebe Phone')
  door = `/admin/checkin?event=${await specEventId(request)}&session=super-sunday`
  ;[olive, cara, priya, sam] = (await createRegistrations(request, [
    { fullName: `Olive Onlineonly ${marker}`, email: `olive.${marker}@e2e.example`, attendanceChoice: ['online'] },
    {
      fullName: `Cara Scanned ${marker}`,
      email: `cara.${marker}@e2e.example`,
      attendanceChoice: ['online', 'super-sunday'],
    },
    {
      fullName: `Priya Private ${marker}`,
      email: `priya.${marker}@e2e.example`,
      phone: '07700 900417',
      attendanceChoice: ['super-sunday'],
    },
    { fullName: `Sam Sunday ${marker}`, email: `sam.${marker}@e2e.example`, attendanceChoice: ['super-sunday'] },
  ])) as [Person, Person, Person, Person]
})

const personRow = (page: Page, name: string) => page.locator('li.staff-person').filter({ hasText: name })
const search = (page: Page) => page.getByLabel('Find a person')
const day2 = async (page: Page) => {
  const [checkedIn, expected] = (await page.getByTestId('count-day2').innerText())
    .split('/')
    .map((n) => Number(n.trim()))
  return { checkedIn: checkedIn!, expected: expected! }
}

async function signInOnThisScreen(page: Page, email: string, password: string) {
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

test('letting in someone not registered for the session asks once, adds the session, and keeps the figures consistent', async ({
  page,
}) => {
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(door)
  await search(page).fill(olive.fullName)
  const row = personRow(page, olive.fullName)
  await expect(row).toContainText('Not registered for this day')
  const before = await day2(page)

  await row.getByRole('button', { name: /^Check in/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Not registered for Day 2 · Super Sunday' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(
    `${olive.fullName} did not register for Day 2 · Super Sunday. Check them in anyway and add this day to their registration?`,
  )
  await expectNoSeriousAxeViolations(page, { include: '.staff-dialog' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row.getByRole('button', { name: /^Check in/ })).toBeVisible()
  expect(await day2(page)).toEqual(before)

  await row.getByRole('button', { name: /^Check in/ }).click()
  await dialog.getByRole('button', { name: 'Check in and add day' }).click()
  await expect(row.getByRole('button', { name: /Undo check-in/ })).toBeVisible()
  await expect(row).not.toContainText('Not registered for this day')
  // Now among the expected, and counted as checked in among them.
  await expect.poll(() => day2(page)).toEqual({ checkedIn: before.checkedIn + 1, expected: before.expected + 1 })
  await page.reload()
  await search(page).fill(olive.fullName)
  await expect(personRow(page, olive.fullName).getByRole('button', { name: /Undo check-in/ })).toBeVisible()
  await expect.poll(() => day2(page)).toEqual({ checkedIn: before.checkedIn + 1, expected: before.expected + 1 })
})

test('a QR link opened signed out comes back with its code after sign-in, and Enter on the code checks the person in', async ({
  page,
  baseURL,
}) => {
  const link = checkinUrl(baseURL!, cara.checkinCode)
  await page.goto(link)
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/)
  await signInOnThisScreen(page, volunteer.email, volunteer.password)
  await expect(page).toHaveURL(
    (url) => url.pathname === '/admin/checkin' && url.searchParams.get('code') === cara.checkinCode,
    { timeout: 30_000 },
  )
  await expect(search(page)).toHaveValue(cara.checkinCode)
  const row = personRow(page, cara.fullName)
  await expect(row.getByRole('button', { name: /^Check in/ })).toBeVisible()

  await search(page).press('Enter')
  await expect(row.getByRole('button', { name: /Undo check-in/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `Checked In: ${cara.fullName}` })).toBeVisible()
  // Enter again does not undo it: the desk says the person is in already.
  await search(page).press('Enter')
  await expect(page.getByText(`${cara.fullName} is already checked in for`)).toBeVisible()
  await expect(row.getByRole('button', { name: /Undo check-in/ })).toBeVisible()
})

test('a QR link opened signed out comes back with its code through the second-factor step too', async ({
  page,
  request,
  baseURL,
}) => {
  const guarded = await createStaffUser(request, 'volunteer', 'Gus Guarded')
  await signIn(page, guarded.email, guarded.password)
  const secret = await turnOnSecondFactorAndSignOut(page)

  await page.goto(checkinUrl(baseURL!, sam.checkinCode))
  await signInOnThisScreen(page, guarded.email, guarded.password)
  await expect(page).toHaveURL(/\/admin\/two-factor\?redirect=/, { timeout: 30_000 })
  // The enrolment's code is spent; the app's next one is accepted.
  await page.getByLabel('6-digit code').fill(totpCodeAt(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/admin/checkin' && url.searchParams.get('code') === sam.checkinCode,
    { timeout: 30_000 },
  )
  await expect(personRow(page, sam.fullName)).toBeVisible()
})

test('a volunteer sees a name, the code and a masked phone, never the e-mail or number, and finds a person by their whole address', async ({
  page,
}) => {
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(door)
  await search(page).fill(priya.email.toUpperCase())
  const row = personRow(page, priya.fullName)
  await expect(row).toContainText('Phone •••• 0417')
  await expect(row).toContainText(priya.checkinCode.slice(0, 4))
  await expect(page.locator('.staff-view')).not.toContainText(priya.email)
  await expect(page.locator('.staff-view')).not.toContainText('900417')
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })

  // Payload's own edit screen is not the volunteer's to open, and shows no contact details.
  const editScreen = await page.goto(`/admin/collections/registrations/${priya.id}`)
  expect(editScreen!.status()).toBe(404)
  await expect(page.locator('input[name="email"]')).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText(priya.email)
  await expect(page.locator('body')).not.toContainText('900417')
})

test('on a phone a search shrinks the day cards to one line, the notice never covers Undo, and sign-out returns to sign-in', async ({
  page,
}) => {
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(door)
  const cards = page.locator('[data-day-card]')
  await expect(cards).toHaveCount(2)
  expect((await cards.nth(0).boundingBox())!.height).toBeGreaterThan(80)

  await search(page).fill(sam.fullName)
  for (const card of await cards.all()) {
    await expect.poll(async () => (await card.boundingBox())!.height).toBeLessThan(52)
    const title = (await card.locator('.door-card__title').boundingBox())!
    const count = (await card.locator('.door-card__count').boundingBox())!
    expect(Math.abs(title.y + title.height / 2 - (count.y + count.height / 2))).toBeLessThan(8)
  }
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })

  const row = personRow(page, sam.fullName)
  // The row at the very bottom of the screen, where a toast used to sit.
  await row.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await row.getByRole('button', { name: /^Check in/ }).click()
  const undo = row.getByRole('button', { name: /Undo check-in/ })
  await expect(undo).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: `Checked In: ${sam.fullName}` })
  await expect(notice).toBeVisible()
  const [undoBox, noticeBox] = [(await undo.boundingBox())!, (await notice.boundingBox())!]
  const overlaps =
    undoBox.x < noticeBox.x + noticeBox.width &&
    noticeBox.x < undoBox.x + undoBox.width &&
    undoBox.y < noticeBox.y + noticeBox.height &&
    noticeBox.y < undoBox.y + undoBox.height
  expect(overlaps).toBe(false)
  // Nothing at all lies over the button's centre: a tap there reaches Undo.
  const atCentre = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: undoBox.x + undoBox.width / 2, y: undoBox.y + undoBox.height / 2 },
  )
  expect(atCentre).toBe('Undo check-in')
  await undo.click()
  await expect(row.getByRole('button', { name: /^Check in/ })).toBeVisible()

  await page.locator('button.nav-toggler:visible').first().click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByLabel(/password/i)).toBeVisible()
})

test('the chosen day’s card shows arrivals per 15 minutes as a chart with a table behind it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  // A session today in London that has already ended, so the chart has today's arrivals to show.
  const today = DateTime.now().setZone('Europe/London').startOf('day')
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Door today ${marker}`,
      slug: `door-today-${marker}`,
      _status: 'published',
      sessions: [
        {
          key: 'early',
          title: 'Early prayer',
          startsAt: today.toUTC().toISO(),
          endsAt: today.plus({ minutes: 5 }).toUTC().toISO(),
          mode: 'in-person',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const eventId = (await created.json()).doc.id as number
  const [early] = await createRegistrations(request, [
    {
      event: eventId,
      fullName: `Ezra Early ${marker}`,
      email: `ezra.${marker}@e2e.example`,
      attendanceChoice: ['early'],
    },
  ])
  try {
    await signIn(page, volunteer.email, volunteer.password)
    await page.goto(`/admin/checkin?event=${eventId}`)
    const chart = page.getByRole('figure', { name: 'Arrivals per 15 minutes' })
    await expect(chart).toContainText('Nobody has arrived yet.')

    await search(page).fill(early!.fullName)
    await personRow(page, early!.fullName)
      .getByRole('button', { name: /^Check in/ })
      .click()
    await expect(personRow(page, early!.fullName).getByRole('button', { name: /Undo check-in/ })).toBeVisible()
    await search(page).fill('')
    await expect(chart.getByRole('img', { name: /Arrivals per 15 minutes 1 checked in on the day/ })).toBeVisible({
      timeout: 15_000,
    })
    const quarter = DateTime.now().setZone('Europe/London')
    const from = quarter.set({ minute: quarter.minute - (quarter.minute % 15) }).toFormat('HH:mm')
    const table = chart.getByRole('table', { name: 'Arrivals per 15 minutes' })
    await expect(table.getByRole('row', { name: new RegExp(`^${from} to`) })).toContainText('1')
    await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
  } finally {
    await request.delete(`/api/registrations/${early!.id}`, { headers })
    await request.delete(`/api/events/${eventId}`, { headers })
  }
})
