import { chromium, expect, test, type Page } from '../test'

import { checkinUrl, formatCheckinCode } from '../../../src/registrations/rules/checkin-code'

import { qrCameraVideo } from '../fake-camera'

import {
  createRegistrations,
  createStaffUser,
  expectNoSeriousAxeViolations,
  openNav,
  signIn,
  specEventId,
} from '../helpers'

const marker = `door${Date.now()}`
let people: Awaited<ReturnType<typeof createRegistrations>>
let volunteer: Awaited<ReturnType<typeof createStaffUser>>
let outreachDoor: string

test.beforeAll(async ({ request }) => {
  volunteer = await createStaffUser(request, 'volunteer', 'Val Volunteer')
  // The two-day event's door, whichever event the screen would show by default.
  outreachDoor = `/admin/checkin?event=${await specEventId(request)}`
  people = await createRegistrations(request, [
    {
      fullName: `Alice Arrives ${marker}`,
      email: `alice.${marker}@e2e.example`,
      attendanceChoice: ['online', 'super-sunday'],
    },
    { fullName: `Bob Brings ${marker}`, email: `bob.${marker}@e2e.example`, attendanceChoice: ['super-sunday'] },
    { fullName: `Cara Code ${marker}`, email: `cara.${marker}@e2e.example`, attendanceChoice: ['super-sunday'] },
    { fullName: `Dan Double ${marker}`, email: `dan.${marker}@e2e.example`, attendanceChoice: ['super-sunday'] },
  ])
})

const personRow = (page: Page, name: string) => page.locator('li.staff-person').filter({ hasText: name })
const day2Count = async (page: Page) => {
  const [checkedIn] = (await page.getByTestId('count-day2').innerText()).split('/').map((n) => Number(n.trim()))
  return checkedIn!
}

test('a volunteer lands on check-in, sees only it, and checks a person in and undoes it', async ({ page }) => {
  await signIn(page, volunteer.email, volunteer.password)
  await expect(page).toHaveURL(/\/admin\/checkin/)
  await openNav(page)
  await expect(page.locator('.staff-nav a')).toHaveText(['Check-In'])
  await expect(page.getByTestId('staff-identity')).toContainText('Volunteer')
  await expect(page.getByRole('link', { name: 'Pages' })).toHaveCount(0)
  await page.goto('/admin/registrations')
  await expect(page).toHaveURL(/\/admin\/checkin/)

  await page.goto(outreachDoor)
  await expect(page.getByRole('tab', { name: /Day 1 · Online Crusade/ })).toBeVisible()
  await page.getByRole('tab', { name: /Super Sunday/i }).click()
  await expect(page).toHaveURL(/session=super-sunday/)
  await page.getByLabel('Find a person').fill(`Alice Arrives ${marker}`)
  const alice = personRow(page, `Alice Arrives ${marker}`)
  await expect(alice).toBeVisible()
  const before = await day2Count(page)

  await alice.getByRole('button', { name: /^Check in/ }).click()
  await expect(alice.getByRole('button', { name: /Undo check-in/ })).toBeVisible()
  await expect(page.getByText(`Checked In: Alice Arrives ${marker}`)).toBeVisible()
  await expect.poll(() => day2Count(page)).toBe(before + 1)

  await alice.getByRole('button', { name: /Undo check-in/ }).click()
  await expect(alice.getByRole('button', { name: /^Check in/ })).toBeVisible()
  await expect(page.getByText(`Check-in Removed: Alice Arrives ${marker}`)).toBeVisible()
  await expect.poll(() => day2Count(page)).toBe(before)
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
})

test('a failed save is rolled back with "Failed to update check-in status."', async ({ page }) => {
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(outreachDoor)
  await page.getByRole('tab', { name: /Super Sunday/i }).click()
  await page.getByLabel('Find a person').fill(`Bob Brings ${marker}`)
  const bob = personRow(page, `Bob Brings ${marker}`)
  await page.route('**/api/checkins/toggle', (route) => route.fulfill({ status: 500, body: '{}' }))
  await bob.getByRole('button', { name: /^Check in/ }).click()
  await expect(page.getByText('Failed to update check-in status.')).toBeVisible()
  await expect(bob.getByRole('button', { name: /^Check in/ })).toBeVisible()
})

test('two volunteers at once see each other’s check-ins within seconds', async ({ browser }) => {
  const first = await browser.newPage()
  const second = await browser.newPage()
  for (const page of [first, second]) {
    await signIn(page, volunteer.email, volunteer.password)
    await page.goto(outreachDoor)
    await page.getByRole('tab', { name: /Super Sunday/i }).click()
    await page.getByLabel('Find a person').fill(`Dan Double ${marker}`)
    await expect(personRow(page, `Dan Double ${marker}`)).toBeVisible()
  }
  await personRow(first, `Dan Double ${marker}`)
    .getByRole('button', { name: /^Check in/ })
    .click()
  await expect(personRow(second, `Dan Double ${marker}`).getByRole('button', { name: /Undo check-in/ })).toBeVisible({
    timeout: 10_000,
  })
  await first.close()
  await second.close()
})

test('a typed code or a scanned QR link finds the person, warning when already checked in', async ({ page }) => {
  const cara = people.find((p) => p.fullName.startsWith('Cara'))!
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(`${outreachDoor}&day=day2&code=${cara.checkinCode}`)
  await expect(page.getByLabel('Find a person')).toHaveValue(cara.checkinCode)
  const row = personRow(page, cara.fullName)
  await expect(row).toContainText(formatCheckinCode(cara.checkinCode))
  await row.getByRole('button', { name: /^Check in/ }).click()
  await expect(row.getByRole('button', { name: /Undo check-in/ })).toBeVisible()

  await page.getByLabel('Find a person').fill(formatCheckinCode(cara.checkinCode).toLowerCase())
  await expect(page.getByText(`${cara.fullName} is already checked in for`)).toBeVisible()
})

test('a walk-in is registered and checked in, with a warning when the name exists', async ({ page }) => {
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(outreachDoor)
  await page.getByRole('tab', { name: /Super Sunday/i }).click()
  await page.getByRole('button', { name: 'Register a walk-in' }).click()
  const form = page.getByRole('form', { name: 'Register a walk-in' })
  await form.getByLabel('Full name').fill(`Wanda Walkin ${marker}`)
  await form.getByLabel('Phone (optional)').fill('07700 900555')
  await form.getByRole('button', { name: 'Register and check in' }).click()
  await expect(page.getByText(`Checked In: Wanda Walkin ${marker} registered as a walk-in`)).toBeVisible()
  await expect(personRow(page, `Wanda Walkin ${marker}`).getByRole('button', { name: /Undo check-in/ })).toBeVisible()

  await page.getByRole('button', { name: 'Register a walk-in' }).click()
  await form.getByLabel('Full name').fill(`wanda walkin ${marker}`)
  await form.getByRole('button', { name: 'Register and check in' }).click()
  await expect(form.getByText('A registration with the same name or e-mail already exists.')).toBeVisible()
  await form.getByRole('button', { name: 'Find in the list' }).click()
  await expect(page.getByLabel('Find a person')).toHaveValue(`Wanda Walkin ${marker}`)
  await expect(personRow(page, `Wanda Walkin ${marker}`)).toHaveCount(1)
})

test('the check-in view works on a phone-sized screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(outreachDoor)
  await expect(page.getByRole('heading', { name: 'Check-In' })).toBeVisible()
  await page.getByLabel('Find a person').fill(`Bob Brings ${marker}`)
  const button = personRow(page, `Bob Brings ${marker}`).getByRole('button', { name: /Check in|Undo/ })
  await expect(button).toBeVisible()
  const box = (await button.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await context.close()
})

test('Scan QR code reads the code from the camera and finds the person', async ({}, testInfo) => {
  const person = people.find((p) => p.fullName.startsWith('Bob'))!
  const video = qrCameraVideo(checkinUrl('http://localhost', person.checkinCode))
  const launch = testInfo.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, permissions: ['camera'] })
  const page = await context.newPage()
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(outreachDoor)
  await page.getByRole('button', { name: 'Scan QR code' }).click()
  await expect(page.getByLabel('Find a person')).toHaveValue(formatCheckinCode(person.checkinCode), { timeout: 15_000 })
  await expect(page.getByRole('dialog', { name: 'Scan a check-in QR code' })).toHaveCount(0)
  await expect(personRow(page, person.fullName)).toHaveCount(1)
  await browser.close()
})
