import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, signIn } from '../helpers'

test.use({ viewport: { width: 1366, height: 768 } })

const QUESTION = 'Is there anything we should know about how you would like to take part this evening?'
const ANSWER =
  'My husband uses a wheelchair and we would like seats near the side door, and our daughter (who is eleven) would love to help with the welcome table if there is room for her.'

test('a long answer wraps inside its column of the registrations table, whole and within the cell', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const day = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10)
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Answers Evening ${marker}`,
      slug: `answers-evening-${marker}`,
      _status: 'published',
      questions: [{ label: QUESTION, type: 'long-text' }],
      sessions: [
        {
          key: 'evening',
          title: 'Evening',
          startsAt: `${day}T18:00:00.000Z`,
          endsAt: `${day}T20:00:00.000Z`,
          mode: 'in-person',
          venue: 'Church Hall',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const event = (await created.json()).doc as { id: number; slug: string; questions: Array<{ key: string }> }
  const registered = await request.post('/api/registrations/register', {
    data: {
      event: event.slug,
      fullName: 'Wanda Wrapped',
      email: `wanda.${marker}@e2e.example`,
      attendanceChoice: ['evening'],
      answers: { [event.questions[0]!.key]: ANSWER },
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/registrations?event=${event.id}`)
  const table = page.locator('table.staff-table')
  await expect(table.getByRole('link', { name: 'Wanda Wrapped' })).toBeVisible()
  // Opened once the page is live (a click before it hydrates is undone).
  await expect(async () => {
    const columns = page.locator('details', { hasText: 'Answer columns' })
    if (!(await columns.evaluate((element) => (element as HTMLDetailsElement).open))) {
      await columns.locator('summary').click()
    }
    await expect(page.getByRole('checkbox', { name: QUESTION })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('checkbox', { name: QUESTION }).check()
  await expect(table.getByRole('columnheader', { name: QUESTION })).toBeVisible()
  const cell = table.locator('tbody tr', { hasText: 'Wanda Wrapped' }).locator('.staff-answer')
  // The whole answer, over several lines, nothing cut off or running past the cell.
  await expect(cell).toHaveText(ANSWER)
  const box = await cell.evaluate((element) => ({
    overflow: element.scrollWidth - element.clientWidth,
    isSeveralLines: element.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(element).fontSize),
    cellOverflow: element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
  }))
  expect(box.overflow).toBeLessThanOrEqual(0)
  expect(box.cellOverflow).toBeLessThanOrEqual(0)
  expect(box.isSeveralLines).toBe(true)
  // The question as the column's heading wraps too, rather than widening the table by its length.
  const heading = await table
    .getByRole('columnheader', { name: QUESTION })
    .evaluate((element) => element.getBoundingClientRect().width)
  expect(heading).toBeLessThan(450)
  await expectNoSeriousAxeViolations(page, { include: 'table.staff-table' })
})
