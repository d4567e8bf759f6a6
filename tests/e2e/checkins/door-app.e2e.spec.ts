import { expect, test, type Page } from '../test'

import { adminToken, createRegistrations, createStaffUser, signIn, unique, withDatabase } from '../helpers'
import { checkInAllThenUndoFirst } from './door-taps'

const marker = `doorapp${unique()}`
let eventId: number
let door: string

/**
 * An event of its own whose session is on now: a device deletes its copy of a session's list some
 * hours after the session ends, so the seeded event (long over) would find nothing stored after a reload.
 */
test.beforeAll(async ({ request }) => {
  const hour = 3_600_000
  const created = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title: `Door App Day ${marker}`,
      slug: `door-app-day-${marker}`,
      _status: 'published',
      sessions: [
        {
          key: 'door-day',
          title: 'Door Day',
          startsAt: new Date(Date.now() - hour).toISOString(),
          endsAt: new Date(Date.now() + 3 * hour).toISOString(),
          mode: 'in-person',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  eventId = (await created.json()).doc.id as number
  door = `/admin/checkin?event=${eventId}&session=door-day`
})

/** What the device holds of the door: stored lists and keys (IndexedDB) and the door app's caches. */
const deviceHolds = (page: Page) =>
  page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('church-door')
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const counting = database.transaction(store).objectStore(store).count()
        counting.onsuccess = () => resolve(counting.result)
        counting.onerror = () => reject(counting.error)
      })
    const held = {
      lists: await count('lists'),
      keys: await count('keys'),
      caches: (await caches.keys()).filter((name) => name.startsWith('church-door-')).sort(),
    }
    database.close()
    return held
  })

/** Opens the door online and waits until the device can open it again offline: worker in control, page and list kept. */
async function openDoorForOffline(page: Page) {
  const copied = page.waitForResponse((response) => response.url().includes('/api/checkins/door-list') && response.ok())
  await page.goto(door)
  await copied
  await expect(page.getByTestId('door-app')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toMatch(/\/door-sw\.js$/)
  await expect
    .poll(() => deviceHolds(page))
    .toEqual({
      lists: expect.any(Number),
      keys: 1,
      caches: expect.arrayContaining(['church-door-files', 'church-door-page']),
    })
  await expect.poll(async () => (await deviceHolds(page)).lists).toBeGreaterThan(0)
}

const checkinsOf = (ids: number[]) =>
  withDatabase(async (database) => {
    const { rows } = await database.query<{ registration_id: number }>(
      `SELECT registration_id FROM checkins WHERE session = 'door-day' AND registration_id = ANY($1::int[])`,
      [ids],
    )
    return rows.map((row) => row.registration_id).sort((a, b) => a - b)
  })

test('the door comes back after a reload with no network: 20 check-ins and an undo are taken from the device and synced when the network is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const volunteer = await createStaffUser(request, 'volunteer', 'Rhoda Reload')
  const people = await createRegistrations(
    request,
    Array.from({ length: 20 }, (_, n) => ({
      fullName: `Reloader ${String(n).padStart(2, '0')} ${marker}`,
      email: `reloader${n}.${marker}@e2e.example`,
      event: eventId,
      attendanceChoice: ['door-day'],
    })),
  )
  await signIn(page, volunteer.email, volunteer.password)
  await openDoorForOffline(page)

  // What the worker kept of the page names nobody: the list is only in the device's sealed copy.
  const keptPages = await page.evaluate(async () => {
    const cache = await caches.open('church-door-page')
    return Promise.all((await cache.keys()).map(async (request) => (await cache.match(request))!.text()))
  })
  expect(keptPages.length).toBeGreaterThan(0)
  for (const html of keptPages) expect(html).not.toContain('Reloader')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('door-sync')).toHaveText('Offline — 0 waiting to send', { timeout: 20_000 })
  await page.getByLabel('Find a person').fill(marker)
  await expect(page.locator('li.staff-person')).toHaveCount(20)

  await checkInAllThenUndoFirst(page, people)
  await expect(page.getByTestId('door-sync')).toHaveText('Offline — 21 waiting to send')
  expect(await checkinsOf(people.map((person) => person.id))).toEqual([])

  await context.setOffline(false)
  await expect(page.getByTestId('door-sync')).toHaveCount(0, { timeout: 20_000 })
  expect(await checkinsOf(people.map((person) => person.id))).toEqual(
    people
      .slice(1)
      .map((person) => person.id)
      .sort((a, b) => a - b),
  )
  await expect(page.locator('li.staff-person--in')).toHaveCount(19)
})

test('the worker keeps to the door, and signing out at the door deletes the stored list, its key and the kept pages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const volunteer = await createStaffUser(request, 'volunteer', 'Simon Signout')
  await signIn(page, volunteer.email, volunteer.password)
  await openDoorForOffline(page)
  // "Install app" here installs the door, not the public site.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/door.webmanifest')
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)

  // The rest of the admin and the public site are none of the worker's business.
  for (const path of ['/admin/account', '/']) {
    await page.goto(path)
    expect(new URL(page.url()).pathname).toBe(path)
    expect([path, await page.evaluate(() => navigator.serviceWorker.controller !== null)]).toEqual([path, false])
  }

  await page.goto(door)
  await expect(page.getByTestId('door-app')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin/login'))
  await expect.poll(() => deviceHolds(page)).toEqual({ lists: 0, keys: 0, caches: [] })
})
