import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'
import {
  adminToken,
  clickAndAnswer,
  createRegistrations,
  expectNoSeriousAxeViolations,
  signIn,
  unique,
  withDatabase,
} from '../helpers'

/** Letters only: a kiosk searches surnames by their letters. */
const SURNAME = `Kq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
const TABLET = { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true }

/**
 * Issue 34, the kiosk: an admin issues a device code on the device's page, a tablet signs in with
 * it, a family checks in by surname, and the tablet goes back to its start screen after 20 seconds
 * untouched; a kiosk reaches no other screen of the admin.
 */
test('a kiosk tablet signs in with a device code, checks a household in by surname and reaches nothing else', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, an admin's and a tablet's, and a walk through every screen a kiosk might try.
  test.slow()
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  // A past event of its own: the staff screens' default event stays the SPEC one for other files.
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Kiosk Sunday ${SURNAME}`,
      slug: `kiosk-sunday-${SURNAME.toLowerCase()}`,
      _status: 'published',
      sessions: [
        {
          key: 'service',
          title: 'Morning service',
          startsAt: '2024-06-02T09:30:00.000Z',
          endsAt: '2024-06-02T11:30:00.000Z',
          mode: 'in-person',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const eventId = (await created.json()).doc.id as number
  const [ada, tom, other] = await createRegistrations(request, [
    { event: eventId, fullName: `Ada ${SURNAME}`, email: `ada.${SURNAME}@e2e.example`, attendanceChoice: ['service'] },
    { event: eventId, fullName: `Tom ${SURNAME}`, email: `tom.${SURNAME}@e2e.example`, attendanceChoice: ['service'] },
    {
      event: eventId,
      fullName: `Ola Zz${SURNAME}`,
      email: `ola.${SURNAME}@e2e.example`,
      attendanceChoice: ['service'],
    },
  ])
  // Tom was booked along by Ada: one household (the booking form does this; the API cannot set it).
  await withDatabase((database) =>
    database.query('UPDATE registrations SET group_booker_id = $1 WHERE id = $2', [ada!.id, tom!.id]),
  )
  const device = await request.post('/api/kiosk-devices?depth=0', {
    headers,
    data: { name: `Front door ${SURNAME}`, event: eventId, session: 'service' },
  })
  expect(device.ok(), await device.text()).toBe(true)
  const deviceId = (await device.json()).doc.id as number

  // The admin issues the code on the device's page and reads it off the screen.
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/kiosk-devices/${deviceId}`)
  // Clicked again until the hydrated page answers (each click issues a new code; the last one shown counts).
  await expect(async () => {
    await page.getByRole('button', { name: 'Show a new sign-in code' }).click()
    await expect(page.getByTestId('kiosk-code-value')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  const code = (await page.getByTestId('kiosk-code-value').textContent())!.trim()
  expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)

  const tablet = await browser.newContext(TABLET)
  const kiosk = await tablet.newPage()
  await kiosk.clock.install()
  await kiosk.goto('/admin/kiosk')
  await kiosk.getByLabel('Device code').fill(code.toLowerCase())
  await kiosk.getByRole('button', { name: 'Start the kiosk' }).click()
  await expect(kiosk.getByRole('heading', { name: 'Welcome to Morning service' })).toBeVisible()
  await expectNoSeriousAxeViolations(kiosk)

  await kiosk.getByLabel('Type your surname').fill(SURNAME.slice(0, 1))
  await kiosk.getByRole('button', { name: 'Find my household' }).click()
  await expect(kiosk.getByRole('alert').filter({ hasText: 'Type at least 2 letters of your surname.' })).toBeVisible()

  await kiosk.getByLabel('Type your surname').fill(SURNAME.toLowerCase())
  await kiosk.getByRole('button', { name: 'Find my household' }).click()
  await expect(kiosk.getByRole('heading', { name: 'Who is here today?' })).toBeVisible()
  const initial = `${SURNAME[0]}.`
  await expect(kiosk.getByRole('checkbox', { name: `Ada ${initial}` })).toBeChecked()
  await expect(kiosk.getByRole('checkbox', { name: `Tom ${initial}` })).toBeChecked()
  // Only first names and initials: no surname, and nobody whose surname only contains the one typed.
  await expect(kiosk.locator('main')).not.toContainText(SURNAME)
  await expect(kiosk.getByRole('checkbox', { name: 'Ola Z.' })).toHaveCount(0)
  await expectNoSeriousAxeViolations(kiosk)
  // Big enough to touch.
  const box = (await kiosk.getByRole('button', { name: 'Check in 2 people' }).boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(48)

  await kiosk.getByRole('button', { name: 'Check in 2 people' }).click()
  await expect(kiosk.getByRole('heading', { name: 'Thank you, you are checked in' })).toBeVisible()
  await expect(kiosk.getByText('Welcome, Ada, Tom.')).toBeVisible()
  const stored = await (
    await request.get(`/api/checkins?where[event][equals]=${eventId}&depth=0&limit=10`, { headers })
  ).json()
  expect(stored.docs.map((checkin: { registration: number }) => checkin.registration).sort()).toEqual(
    [ada!.id, tom!.id].sort(),
  )
  expect(stored.docs.map((checkin: { registration: number }) => checkin.registration)).not.toContain(other!.id)

  // Left untouched, it goes back to the start for the next family.
  await kiosk.clock.fastForward(21_000)
  await expect(kiosk.getByRole('heading', { name: 'Welcome to Morning service' })).toBeVisible()
  await expect(kiosk.getByLabel('Type your surname')).toHaveValue('')

  for (const path of [
    '/admin/collections/registrations',
    '/admin',
    '/admin/checkin',
    '/admin/registrations',
    '/admin/account',
    '/admin/globals/site-settings',
    '/admin/collections/kiosk-devices',
  ]) {
    await kiosk.goto(path)
    await expect(kiosk, path).toHaveURL(/\/admin\/kiosk$/)
    await expect(kiosk.getByRole('heading', { name: 'Welcome to Morning service' })).toBeVisible()
  }

  // Revoked, the tablet is signed out at its next request.
  await page.reload()
  await clickAndAnswer(page, page.getByRole('button', { name: 'Revoke this device' }), (dialog) => dialog.accept())
  await expect(page.getByText('This device is revoked')).toBeVisible()
  await kiosk.goto('/admin/kiosk')
  await expect(kiosk.getByLabel('Device code')).toBeVisible()
  await tablet.close()
})
