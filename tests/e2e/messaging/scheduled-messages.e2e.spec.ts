import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, signIn } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const TITLE = `Prayer evening ${unique}`
const EMAIL = `rosa.reminder.${unique}@e2e.example`
const REMINDER_SUBJECT = `See you tomorrow: Evening, ${TITLE}`

test.use({ viewport: { width: 1366, height: 768 } })

test('an event made for tomorrow has its day-before reminder on its edit screen, sent to the registrant, in the outbox and counted', async ({
  page,
  request,
}) => {
  // The reminder goes when the jobs queue is next worked: at once for the event, within a minute for a registrant after it.
  test.setTimeout(180_000)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  // Starting in 20 hours, so "1 day before the start" has already come: the clock moved for the test.
  const startsAt = new Date(Date.now() + 20 * 3_600_000)
  startsAt.setUTCSeconds(0, 0)
  const endsAt = new Date(startsAt.getTime() + 2 * 3_600_000)
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: TITLE,
      slug: `prayer-evening-${unique}`,
      _status: 'published',
      sessions: [
        {
          key: 'evening',
          title: 'Evening',
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          mode: 'in-person',
          venue: 'Chapel Room',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const eventId = (await created.json()).doc.id as number
  const registered = await request.post('/api/registrations/register', {
    data: { event: `prayer-evening-${unique}`, fullName: 'Rosa Reminder', email: EMAIL, attendanceChoice: ['evening'] },
  })
  expect(registered.ok(), await registered.text()).toBe(true)

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/events/${eventId}`)
  const reminderRow = page.locator('tr').filter({ hasText: 'Reminder: day before' })
  await expect(reminderRow).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('tr').filter({ hasText: 'Thank you' })).toBeVisible()
  await expect(reminderRow.locator('td.cell-sessionKey')).toHaveText('Evening')

  // The reminder's own screen: when it goes, and what Rosa gets.
  const { docs } = await (
    await request.get(
      `/api/scheduled-messages?where[event][equals]=${eventId}&where[name][equals]=${encodeURIComponent('Reminder: day before')}&depth=0`,
      { headers },
    )
  ).json()
  const reminderId = docs[0].id as number
  await page.goto(`/admin/collections/scheduled-messages/${reminderId}`)
  const status = page.getByRole('region', { name: 'Sending' })
  await expect(status).toContainText('1 day before the start')
  await expect(status).toContainText('(UK time)')
  await status.getByRole('button', { name: 'Preview for Rosa Reminder' }).click()
  const preview = page.getByRole('region', { name: 'Message preview' })
  await expect(preview).toContainText(`Subject: ${REMINDER_SUBJECT}`)
  await expect(preview).toContainText('Where: Chapel Room')
  await expectNoSeriousAxeViolations(page, { include: '.scheduled-message-status' })

  // The jobs queue sends it: the outbox keeps it (no provider in the browser tests).
  await expect(async () => {
    const outbox = await (
      await request.get(
        `/api/email-outbox?where[to][equals]=${encodeURIComponent(EMAIL)}&where[subject][equals]=${encodeURIComponent(REMINDER_SUBJECT)}&depth=0`,
        { headers },
      )
    ).json()
    expect(outbox.totalDocs).toBe(1)
  }).toPass({ timeout: 120_000, intervals: [2_000] })
  await page.goto(`/admin/collections/email-outbox?search=${unique}`)
  await expect(page.locator('tr').filter({ hasText: REMINDER_SUBJECT })).toBeVisible()

  // Counted on the event's edit screen and on the message's own.
  await page.goto(`/admin/collections/events/${eventId}`)
  await expect(reminderRow.locator('td.cell-sentCount')).toHaveText('1 sent · 0 skipped · 0 failed', {
    timeout: 30_000,
  })
  await page.goto(`/admin/collections/scheduled-messages/${reminderId}`)
  await expect(
    page.getByRole('region', { name: 'Sending' }).getByText('1 sent · 0 skipped · 0 failed', { exact: true }),
  ).toBeVisible()

  // Sent once: later runs find nobody new.
  const outbox = await (
    await request.get(
      `/api/email-outbox?where[to][equals]=${encodeURIComponent(EMAIL)}&where[subject][equals]=${encodeURIComponent(REMINDER_SUBJECT)}&depth=0`,
      { headers },
    )
  ).json()
  expect(outbox.totalDocs).toBe(1)
})
