import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, createRegistrations, expectNoSeriousAxeViolations, signIn } from '../helpers'

// The browser tests' server has no e-mail provider: every message is kept in the outbox, and the
// screens must say so rather than "sent" or "delivered".
test.use({ viewport: { width: 1366, height: 768 } })

const tag = `status${Date.now()}`
const emails = [0, 1].map((i) => `status${i}.${tag}@e2e.example`)
let people: Array<{ id: number }>
let segmentId: number

test.beforeAll(async ({ request }) => {
  people = await createRegistrations(
    request,
    emails.map((email, i) => ({
      fullName: `Dora${i} Delivery`,
      email,
      attendanceChoice: ['online'],
      consentEmail: true,
      tags: [tag],
    })),
  )
  const token = await adminToken(request)
  const segment = await request.post('/api/segments', {
    headers: { Authorization: `JWT ${token}` },
    data: { name: `Delivery ${tag}`, filters: { tagFilter: tag } },
  })
  segmentId = (await segment.json()).doc.id
})

test("a send's history says its messages were kept in the outbox, and so does each person's registration", async ({
  page,
}) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/messaging?audience=segment:${segmentId}`)
  await expect(page.getByTestId('recipient-count')).toContainText('2 recipients')
  await page.getByLabel('Subject', { exact: true }).fill(`Delivery check ${tag}`)
  await page.getByLabel('Message', { exact: true }).fill('Hello [FirstName]')
  await page.getByRole('button', { name: 'Send to 2 recipients' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and send' }).click()
  await expect(page.getByText('Message Sent: Email sent to 2 recipients.')).toBeVisible()

  await page.getByRole('tab', { name: 'History' }).click()
  const sent = page.locator('[data-log-id]').filter({ hasText: `Delivery check ${tag}` })
  await expect(sent).toHaveAttribute('data-status', 'completed', { timeout: 30_000 })
  // One wording: nothing says "sent" or "completed" beside "kept in outbox".
  await expect(sent.getByTestId('history-counts')).toContainText(
    '2 of 2 recipients kept in outbox (no e-mail service set up)',
  )
  await expect(sent).not.toContainText('sent of')
  await expect(sent.getByTestId('delivery-summary')).toHaveCount(0)
  await expect(sent.locator('.staff-status')).toHaveText('✉ kept in outbox')
  await expect(sent).toContainText(new RegExp(`To: .*Delivery ${tag}`))
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })
  // Who received it, a click away.
  await sent.getByRole('link', { name: 'Who received it' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/message-deliveries/)
  await expect(page.locator('table tbody tr')).toHaveCount(2)

  await page.goto(`/admin/collections/registrations/${people[0]!.id}`)
  const messages = page.getByTestId('registration-messages')
  await expect(messages.getByRole('heading', { name: 'Messages sent' })).toBeVisible()
  const row = messages.getByRole('row').filter({ hasText: `Delivery check ${tag}` })
  await expect(row).toContainText(emails[0]!)
  await expect(row.getByRole('cell').last()).toHaveText('kept in outbox')
})
