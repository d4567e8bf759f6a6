import { expect, test, type Page } from '../test'

import { createRegistrations, createStaffUser, signIn, specEventId, withDatabase } from '../helpers'
import { personRow } from './door-taps'

const marker = `offline${Date.now()}`
let volunteer: Awaited<ReturnType<typeof createStaffUser>>
let door: string

test.beforeAll(async ({ request }) => {
  volunteer = await createStaffUser(request, 'volunteer', 'Olive Offline')
  door = `/admin/checkin?event=${await specEventId(request)}&session=super-sunday`
})

/** Opens the door and waits until the device holds its copy of the session's list. */
async function openDoor(page: Page, search: string) {
  const copied = page.waitForResponse((response) => response.url().includes('/api/checkins/door-list') && response.ok())
  await page.goto(door)
  await copied
  await page.getByLabel('Find a person').fill(search)
}

const checkinsAt = (ids: number[]) =>
  withDatabase(async (database) => {
    const { rows } = await database.query<{ registration_id: number; checked_in_at: Date }>(
      `SELECT registration_id, checked_in_at FROM checkins WHERE session = 'super-sunday' AND registration_id = ANY($1::int[])`,
      [ids],
    )
    return rows
  })

// Twenty check-ins and an undo taken offline and synced: door-app.e2e.spec.ts, with an offline reload between.
test('two devices offline letting the same person in make one check-in, at the earlier tap, which both then show', async ({
  browser,
  request,
}) => {
  const [person] = await createRegistrations(request, [
    { fullName: `Twin Door ${marker}`, email: `twin.${marker}@e2e.example`, attendanceChoice: ['super-sunday'] },
  ])
  test.setTimeout(120_000)
  // Two volunteers, one device each.
  const devices = []
  for (const staff of [volunteer, await createStaffUser(request, 'volunteer', 'Second Door')]) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, staff.email, staff.password)
    await openDoor(page, `Twin Door ${marker}`)
    await expect(personRow(page, person!.fullName)).toBeVisible()
    devices.push({ context, page })
  }
  for (const { context } of devices) await context.setOffline(true)
  for (const { page } of devices) {
    await personRow(page, person!.fullName)
      .getByRole('button', { name: /^Check in/ })
      .click()
    await expect(page.getByTestId('door-sync')).toHaveText('Offline — 1 waiting to send')
  }
  for (const { context } of devices) await context.setOffline(false)
  for (const { page } of devices) await expect(page.getByTestId('door-sync')).toHaveCount(0, { timeout: 15_000 })

  const stored = await checkinsAt([person!.id])
  expect(stored).toHaveLength(1)
  const time = stored[0]!.checked_in_at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
  for (const { page } of devices)
    await expect(personRow(page, person!.fullName).getByText(/^Checked in /)).toHaveText(`Checked in ${time}`)
  for (const { context } of devices) await context.close()
})
