import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, signIn } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

test.use({ viewport: { width: 1366, height: 768 } })

/**
 * Issue 31, item 1: a copy for another date keeps everything the course was set up with — its place
 * limits, questions, group limit, offer hours and the scheduled messages as staff edited them — and
 * the person making it is told what came along.
 */
test('duplicating a weekly course for another date copies its places, questions, limits and edited messages, and says so', async ({
  page,
  request,
}) => {
  test.slow()
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const week = (day: number) => ({
    starts: `2027-01-${String(day).padStart(2, '0')}T19:00:00.000Z`,
    ends: `2027-01-${String(day).padStart(2, '0')}T21:00:00.000Z`,
  })
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: 'Marriage Course',
      slug: `marriage-course-${unique}`,
      _status: 'published',
      capacity: 30,
      offerHours: 12,
      groupLimit: 1,
      questions: [{ label: 'Dietary needs', type: 'short-text' }],
      sessions: [5, 12, 19].map((day, index) => ({
        key: `week-${index + 1}`,
        title: `Week ${index + 1}`,
        startsAt: week(day).starts,
        endsAt: week(day).ends,
        mode: 'in-person',
        venue: 'Church Hall',
        capacity: 12,
      })),
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const sourceId = (await created.json()).doc.id as number

  // Staff moved the first week's reminder to two days before and renamed it.
  const { docs: messages } = await (
    await request.get(
      `/api/scheduled-messages?where[event][equals]=${sourceId}&where[sessionKey][equals]=week-1&where[name][equals]=${encodeURIComponent('Reminder: day before')}&depth=0`,
      { headers },
    )
  ).json()
  const edited = await request.patch(`/api/scheduled-messages/${messages[0].id}?depth=0`, {
    headers,
    data: { name: 'Reminder: two days before', amount: 2 },
  })
  expect(edited.ok(), await edited.text()).toBe(true)

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  // The Overview says how many places each week has left (a minor item of the same issue).
  await page.goto(`/admin?event=${sourceId}`)
  await expect(page.getByTestId('session-places-week-1')).toHaveText('12 of 12 places left')
  await page.goto(`/admin/collections/events/${sourceId}`)
  await page.getByRole('button', { name: 'Duplicate for another date' }).click()
  const dialog = page.getByRole('dialog', { name: 'Duplicate for another date' })
  await dialog.getByLabel('First day of the copy').fill('2027-09-06')
  await expectNoSeriousAxeViolations(page, { include: 'dialog' })
  await dialog.getByRole('button', { name: 'Make the copy' }).click()
  await expect(dialog.getByRole('status')).toContainText(
    'Draft Marriage Course (copy) made with 3 sessions, 1 question, 6 scheduled messages.',
  )
  await dialog.getByRole('link', { name: 'Open the copy' }).click()
  await page.waitForURL((url) => /\/admin\/collections\/events\/\d+$/.test(url.pathname))
  const copyId = Number(/\/events\/(\d+)$/.exec(new URL(page.url()).pathname)![1])
  expect(copyId).not.toBe(sourceId)
  await expect(page.locator('#field-title')).toHaveValue('Marriage Course (copy)')

  const copy = await (await request.get(`/api/events/${copyId}?draft=true&depth=0`, { headers })).json()
  expect(copy).toMatchObject({ _status: 'draft', capacity: 30, offerHours: 12, groupLimit: 1 })
  expect(copy.sessions.map((session: { capacity: number }) => session.capacity)).toEqual([12, 12, 12])
  expect(copy.questions).toEqual([expect.objectContaining({ label: 'Dietary needs', type: 'short-text' })])
  const copied = await (
    await request.get(`/api/scheduled-messages?where[event][equals]=${copyId}&depth=0&limit=50&sort=dueAt`, {
      headers,
    })
  ).json()
  expect(copied.totalDocs).toBe(6)
  const twoDaysBefore = copied.docs.find((message: { name: string }) => message.name === 'Reminder: two days before')
  expect(twoDaysBefore).toMatchObject({ sessionKey: 'week-1', amount: 2, sentCount: 0 })
  // The first week moved to 6 September 2027 at 19:00 in London (18:00 UTC in summer time); two days before.
  expect(twoDaysBefore.dueAt).toBe('2027-09-04T18:00:00.000Z')
})
