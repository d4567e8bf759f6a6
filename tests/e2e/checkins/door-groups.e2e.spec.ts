import { expect, test } from '../test'

import { adminToken, createStaffUser, expectNoSeriousAxeViolations, forgetFormHits, signIn } from '../helpers'

// The door is worked on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const BOOKER = `Hal Hill ${unique}`
const CHILD = `Jem Hill ${unique}`

/**
 * Issue 31, item 5: a family booked Week 1 of a course and turns up at Week 2. The door says nobody
 * in the group booked Week 2 and lets them all in with one tap that adds the session, instead of
 * claiming everyone is already in; and the tap can be undone.
 */
test('a group none of whom booked the session is told so, and let in with one tap that adds it', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const start = new Date(Date.now() + 2 * 86_400_000)
  start.setUTCHours(18, 0, 0, 0)
  const week = (n: number) => ({
    key: `week-${n}`,
    title: `Week ${n}`,
    startsAt: new Date(start.getTime() + (n - 1) * 7 * 86_400_000).toISOString(),
    endsAt: new Date(start.getTime() + (n - 1) * 7 * 86_400_000 + 7_200_000).toISOString(),
    mode: 'in-person',
  })
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Alpha Course ${unique}`,
      slug: `alpha-course-${unique}`,
      _status: 'published',
      sessions: [week(1), week(2)],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const eventId = (await created.json()).doc.id as number
  await forgetFormHits('event-registration')
  const registered = await request.post('/api/registrations/register', {
    data: {
      event: `alpha-course-${unique}`,
      fullName: BOOKER,
      email: `hal.${unique}@e2e.example`,
      attendanceChoice: ['week-1'],
      people: [{ fullName: CHILD, isChild: true, answers: {} }],
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)

  const volunteer = await createStaffUser(request, 'volunteer', 'Door Volunteer')
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(`/admin/checkin?event=${eventId}&session=week-2`)
  // On a phone the search comes first, above the session cards.
  const searchBox = (await page.getByLabel('Find a person').boundingBox())!
  const firstCard = (await page.locator('.door-card').first().boundingBox())!
  expect(searchBox.y).toBeLessThan(firstCard.y)
  await page.getByLabel('Find a person').fill(BOOKER)
  const group = page.locator('li.door-group').filter({ hasText: BOOKER })
  await expect(group).toContainText('Nobody in this group booked Week 2.')
  await expect(group).not.toContainText('is checked in')
  const letIn = group.getByRole('button', { name: 'Check in all (2) and add this session' })
  await expect(letIn).toBeEnabled()
  await expectNoSeriousAxeViolations(page, { include: 'li.door-group' })
  await letIn.click()

  await expect(
    page.getByRole('status').filter({ hasText: `Checked In: ${BOOKER} and ${CHILD} (Week 2 added)` }),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(group.getByRole('button', { name: `Undo check-in for ${BOOKER}` })).toBeVisible()
  await expect(group.getByRole('button', { name: `Undo check-in for ${CHILD}` })).toBeVisible()
  await expect(group).toContainText('Everyone in this group is checked in for Week 2.')

  const stored = await (
    await request.get(`/api/registrations?where[event][equals]=${eventId}&depth=0&sort=id`, { headers })
  ).json()
  expect(stored.docs.map((doc: { attendanceChoice: string[] }) => doc.attendanceChoice)).toEqual([
    ['week-1', 'week-2', 'all'],
    ['week-1', 'week-2', 'all'],
  ])
  const checkins = await (
    await request.get(`/api/checkins?where[event][equals]=${eventId}&where[session][equals]=week-2&depth=0`, {
      headers,
    })
  ).json()
  expect(checkins.totalDocs).toBe(2)

  // A wrong tap is taken back in one go.
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: `Check-in Removed: ${BOOKER} and ${CHILD}` })).toBeVisible()
  await expect(group.getByRole('button', { name: `Check in ${BOOKER}` })).toBeVisible()
  const after = await (
    await request.get(`/api/checkins?where[event][equals]=${eventId}&where[session][equals]=week-2&depth=0`, {
      headers,
    })
  ).json()
  expect(after.totalDocs).toBe(0)
})
