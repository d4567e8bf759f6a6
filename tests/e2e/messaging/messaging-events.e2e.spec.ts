import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, forgetFormHits, signIn, specEventId } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const COURSE = `Marriage Course ${unique}`
const EMAIL = `priya.course.${unique}@e2e.example`

test.use({ viewport: { width: 1366, height: 768 } })
test.describe.configure({ mode: 'serial' })

let eventId: number

test.beforeAll(async ({ request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const start = new Date(Date.now() + 10 * 86_400_000)
  start.setUTCHours(18, 0, 0, 0)
  const session = (week: number) => ({
    key: `week-${week}`,
    title: `Week ${week}`,
    startsAt: new Date(start.getTime() + (week - 1) * 7 * 86_400_000).toISOString(),
    endsAt: new Date(start.getTime() + (week - 1) * 7 * 86_400_000 + 2 * 3_600_000).toISOString(),
    mode: 'in-person',
  })
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: COURSE,
      slug: `marriage-course-${unique}`,
      _status: 'published',
      sessions: [session(1), session(2)],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  eventId = (await created.json()).doc.id
  await forgetFormHits('event-registration')
  const registered = await request.post('/api/registrations/register', {
    data: { event: `marriage-course-${unique}`, fullName: 'Priya Patel', email: EMAIL, attendanceChoice: ['week-1'] },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
})

/**
 * Issue 31, item 2: with an event picked, a message goes to that event's people unless staff choose
 * otherwise; the 2025 event's "Online / In-person / Attending both days" belong to that event only, and
 * an audience spanning every event says so.
 */
test('Messaging writes to the picked event’s people by default and offers only that event’s session audiences', async ({
  page,
  request,
}) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/messaging?event=${eventId}`)
  const audience = page.getByLabel('Target audience')
  await expect(audience).toHaveValue(`event:${eventId}`)
  await expect(audience.locator('option:checked')).toHaveText(`Everyone registered for ${COURSE}`)
  await page.getByLabel('Kind of message').selectOption('service')
  await expect(page.getByTestId('recipient-count')).toContainText('1 recipients')
  const values = await audience
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(values).not.toContain('online')
  expect(values).not.toContain('in-person')
  expect(values).not.toContain('both')
  await expect(audience.locator('option[value="all"]')).toHaveText('All registrations, every event (church-wide)')
  await expectNoSeriousAxeViolations(page, { include: '.staff-messaging' })

  // The 2025 event keeps its SPEC audiences, under its own name.
  await page.goto(`/admin/messaging?event=${await specEventId(request)}`)
  await expect(
    page.getByLabel('Target audience').locator('optgroup[label="Outreach Event 2025"] option[value="online"]'),
  ).toHaveText('Online attendees')
})

/**
 * Issue 31, item 7: the default thank-you fits any event (merge fields, a service message), and
 * Messaging warns that the event's automatic thank-you already goes to the same people.
 */
test('the default thank-you names the person’s own event, and Messaging warns of the scheduled one to the same people', async ({
  page,
}) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/messaging?event=${eventId}`)
  await page
    .getByLabel('Template', { exact: true })
    .selectOption({ label: 'Thank you for attending (e-mail) · Default' })
  await expect(page.getByLabel('Kind of message')).toHaveValue('service')
  await expect(page.getByLabel('Message', { exact: true })).not.toHaveValue(/outreach event|this Sunday/)

  await page.getByLabel('Target audience').selectOption(`attended:${eventId}:week-1`)
  const warning = page.getByTestId('scheduled-overlap')
  await expect(warning).toContainText('“Thank you” goes by itself to those checked in at Week 1 on ')
  await expect(warning).toContainText('(1 day after the end)')
  await page.getByLabel('Target audience').selectOption(`session:${eventId}:week-2`)
  await expect(warning).toContainText('“Reminder: day before” goes by itself to everyone registered for Week 2 on ')
  await expect(warning).not.toContainText('Week 1')

  await page.getByLabel('Target audience').selectOption(`event:${eventId}`)
  await page.getByRole('button', { name: 'Send to 1 recipients' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Thank you for joining us at ${COURSE}`)
  await expect(dialog).toContainText('Hi Priya,')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})
