import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, createRegistrations, createStaffUser, signIn, unique } from '../helpers'

const marker = `print${unique()}`
let eventId: number
let childId: number
let parentId: number

test.beforeAll(async ({ request }) => {
  // A children's session happening now, with 40 places: today's arrivals on the Overview follow it.
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title: `Print club ${marker}`,
      slug: `print-club-${marker}`,
      _status: 'published',
      sessions: [
        {
          key: 'today',
          title: 'Kids today',
          startsAt: new Date(Date.now() - 30 * 60_000).toISOString(),
          endsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
          mode: 'in-person',
          isChildrens: true,
          capacity: 40,
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  eventId = (await response.json()).doc.id as number
  const [parent] = await createRegistrations(request, [
    {
      event: eventId,
      fullName: `Pat Parent ${marker}`,
      email: `pat.${marker}@e2e.example`,
      attendanceChoice: ['today'],
    },
  ])
  parentId = parent!.id
  const [child] = await createRegistrations(request, [
    {
      event: eventId,
      fullName: `Kit Child ${marker}`,
      isChild: true,
      groupBooker: parentId,
      attendanceChoice: ['today'],
    },
  ])
  childId = child!.id
})

test('the door prints its list and the children’s label sheets as PDFs', async ({ page }) => {
  const volunteer = await createStaffUser(page.request, 'volunteer', 'Pip Print')
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(`/admin/checkin?event=${eventId}&session=today`)
  for (const [name, path] of [
    ['Print door list (PDF)', 'door-list.pdf'],
    ['Print label sheets (PDF)', 'labels.pdf'],
  ] as const) {
    const link = page.getByRole('link', { name })
    await expect(link).toBeVisible()
    const href = await link.getAttribute('href')
    expect(href).toBe(`/api/checkins/${path}?event=${eventId}&session=today`)
    // Fetched as the page would (the volunteer's own session cookie, same origin)…
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'include' })
      const start = new Uint8Array(await response.arrayBuffer()).subarray(0, 5)
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        start: String.fromCharCode(...start),
      }
    }, href!)
    expect(answer).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' })
    // …and saved when the link is followed.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(
      `${path === 'labels.pdf' ? 'labels' : 'door-list'}-print-club-${marker}-today.pdf`,
    )
  }
})

test('the Overview shows today’s arrivals and the count against the places, going up after a check-in without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin?event=${eventId}`)
  const live = page.locator('[data-live-session="today"]')
  await expect(page.getByRole('heading', { name: 'Arrivals today' })).toBeVisible({ timeout: 15_000 })
  await expect(live.getByText('Arrivals per 15 minutes')).toBeVisible()
  await expect(page.getByTestId('live-count-today')).toHaveText('0 / 40 places')
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))

  const token = await adminToken(request)
  for (const registration of [parentId, childId]) {
    const checkIn = await request.post('/api/checkins/toggle', {
      headers: { Authorization: `JWT ${token}` },
      data: { registration, session: 'today', checkedIn: true },
    })
    expect(checkIn.ok(), await checkIn.text()).toBe(true)
  }
  await expect(page.getByTestId('live-count-today')).toHaveText('2 / 40 places', { timeout: 15_000 })
  await expect(live).toContainText('2 checked in on the day')
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
})
