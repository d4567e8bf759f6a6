import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import {
  adminToken,
  clickAndAnswer,
  createRegistrations,
  expectNoSeriousAxeViolations,
  signIn,
  specEventId,
} from '../helpers'

const tag = `seg${Date.now()}`
const name = `Segment ${tag}`
const renamed = `Online ${tag}`
const people = [
  { fullName: `Sam Stream ${tag}`, email: `sam.${tag}@e2e.example`, attendanceChoice: ['online'], tags: [tag] },
  {
    fullName: `Bea Both ${tag}`,
    email: `bea.${tag}@e2e.example`,
    attendanceChoice: ['online', 'super-sunday', 'both'],
    tags: [tag, 'choir'],
  },
  { fullName: `Pat Pavilion ${tag}`, email: `pat.${tag}@e2e.example`, attendanceChoice: ['super-sunday'], tags: [tag] },
]

// The people are the outreach event's, so the page shows that event whichever events other files made.
let segmentsPage = '/admin/segments'

test.beforeAll(async ({ request }) => {
  await createRegistrations(request, people)
  segmentsPage = `/admin/segments?event=${await specEventId(request)}`
})

const segmentCard = (page: Page, segmentName: string) =>
  page.locator('li.staff-segment-card').filter({ has: page.getByRole('heading', { name: segmentName, exact: true }) })

test('the admin creates, edits, exports, messages and deletes a segment', async ({ page }) => {
  const segmentPosts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/segments')
      segmentPosts.push(request.url())
  })

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(segmentsPage)
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible()

  // A blank name is refused in the dialog and nothing is sent.
  await page.getByRole('button', { name: 'Create Segment' }).click()
  const createDialog = page.getByRole('dialog', { name: 'Create New Segment' })
  await expect(createDialog).toBeVisible()
  await expect(createDialog.getByLabel('Segment Name')).toBeFocused()
  await createDialog.getByLabel('Segment Name').fill('   ')
  await createDialog.getByRole('button', { name: 'Create Segment' }).click()
  await expect(createDialog.getByRole('alert')).toHaveText('Segment name is required.')
  expect(segmentPosts).toHaveLength(0)

  // Escape closes the dialog; opening it again starts from an empty form.
  await page.keyboard.press('Escape')
  await expect(createDialog).toBeHidden()
  await page.getByRole('button', { name: 'Create Segment' }).click()
  await expect(createDialog.getByLabel('Segment Name')).toHaveValue('')
  await expect(createDialog.getByRole('alert')).toHaveCount(0)

  await createDialog.getByLabel('Segment Name').fill(`  ${name}  `)
  await createDialog.getByLabel('Description (Optional)').fill('Everyone tagged for the segments test')
  await createDialog.getByLabel('Tag Filter').fill(tag)
  await expectNoSeriousAxeViolations(page)
  await createDialog.getByRole('button', { name: 'Create Segment' }).click()
  await expect(page.getByText(`Segment Created: ${name}`)).toBeVisible()
  await expect(createDialog).toBeHidden()
  expect(segmentPosts).toHaveLength(1)

  const card = segmentCard(page, name)
  await expect(card).toBeVisible()
  expect(await card.getByRole('heading').textContent()).toBe(name)
  await expect(card.getByTestId('segment-count')).toHaveText('3 recipients')
  await expect(card).toContainText(`Tag: ${tag}`)
  await expect(card).toContainText('Everyone tagged for the segments test')
  await expectNoSeriousAxeViolations(page)

  // Edit: the dialog opens with the saved values.
  await card.getByRole('button', { name: `Edit segment ${name}` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Segment' })
  await expect(editDialog.getByLabel('Segment Name')).toHaveValue(name)
  await expect(editDialog.getByLabel('Tag Filter')).toHaveValue(tag)
  await expect(editDialog.getByLabel('Attendance Type')).toHaveValue('all')
  await editDialog.getByLabel('Segment Name').fill(renamed)
  await editDialog.getByLabel('Attendance Type').selectOption('online')
  await editDialog.getByRole('button', { name: 'Update Segment' }).click()
  await expect(page.getByText(`Segment Updated: ${renamed}`)).toBeVisible()
  await expect(editDialog).toBeHidden()

  const edited = segmentCard(page, renamed)
  await expect(edited.getByTestId('segment-count')).toHaveText('2 recipients')
  await expect(edited).toContainText(`Online · Tag: ${tag}`)
  await expect(segmentCard(page, name)).toHaveCount(0)

  // Export downloads the segment's people (cancelled ones left out) under the segment's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    edited.getByRole('button', { name: 'Export' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^segment-.+-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toContain('Full Name')
  expect(lines).toHaveLength(3)
  expect(lines.some((line) => line.includes(`Sam Stream ${tag}`))).toBe(true)
  expect(lines.some((line) => line.includes(`Bea Both ${tag}`))).toBe(true)
  expect(lines.some((line) => line.includes(`Pat Pavilion ${tag}`))).toBe(false)
  await expect(page.getByText('Export Successful: 2 records exported from segment.')).toBeVisible()

  // Email and SMS open the compose screen with this segment chosen.
  await expect(edited.getByRole('link', { name: `Email segment ${renamed}` })).toHaveAttribute(
    'href',
    /\/admin\/messaging\?type=email&audience=segment:\d+$/,
  )
  await expect(edited.getByRole('link', { name: `SMS segment ${renamed}` })).toHaveAttribute(
    'href',
    /\/admin\/messaging\?type=sms&audience=segment:\d+$/,
  )

  // Delete asks first.
  let confirmation = ''
  await clickAndAnswer(page, edited.getByRole('button', { name: `Delete segment ${renamed}` }), (dialog) => {
    confirmation = dialog.message()
    return dialog.accept()
  })
  await expect(page.getByText(`Segment Deleted: ${renamed}`)).toBeVisible()
  expect(confirmation).toBe('Are you sure you want to delete this segment?')
  await expect(edited).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Create Segment' })).toBeFocused()
  await expectNoSeriousAxeViolations(page)
})

test('dismissing the delete confirmation keeps the segment', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(segmentsPage)
  const keep = `Keep ${tag}`
  await page.getByRole('button', { name: 'Create Segment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Segment' })
  await dialog.getByLabel('Segment Name').fill(keep)
  await dialog.getByLabel('Tag Filter').fill(tag)
  await dialog.getByRole('button', { name: 'Create Segment' }).click()
  const card = segmentCard(page, keep)
  await expect(card.getByTestId('segment-count')).toHaveText('3 recipients')

  await clickAndAnswer(page, card.getByRole('button', { name: `Delete segment ${keep}` }), (confirm) =>
    confirm.dismiss(),
  )
  await page.reload()
  await expect(segmentCard(page, keep)).toBeVisible()

  await clickAndAnswer(
    page,
    segmentCard(page, keep).getByRole('button', { name: `Delete segment ${keep}` }),
    (confirm) => confirm.accept(),
  )
  await expect(page.getByText(`Segment Deleted: ${keep}`)).toBeVisible()
})

test("the event picker lists the chosen event's segments and those of every event, and a new segment starts limited to it", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  // Long before the seeded event, so the screens' default event (now, next, else the latest past) stays the seeded one.
  const start = new Date('2024-06-01T17:00:00Z')
  const end = new Date('2024-06-01T19:00:00Z')
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Picker event ${tag}`,
      slug: `picker-${tag}`,
      _status: 'published',
      sessions: [
        {
          key: 'evening',
          title: 'Evening',
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
          mode: 'in-person',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const other = (await created.json()).doc as { id: number; title: string }
  const spec = await specEventId(request)
  const segment = async (segmentName: string, event: number | null) => {
    const response = await request.post('/api/segments', {
      headers,
      data: { name: segmentName, filters: { tagFilter: tag, event } },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  await segment(`Spec only ${tag}`, spec)
  await segment(`Other only ${tag}`, other.id)
  await segment(`Every event ${tag}`, null)

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/segments?event=${spec}`)
  await expect(segmentCard(page, `Spec only ${tag}`)).toBeVisible()
  await expect(segmentCard(page, `Every event ${tag}`)).toBeVisible()
  await expect(segmentCard(page, `Other only ${tag}`)).toHaveCount(0)
  await expect(page.getByTestId('segments-scope')).toContainText('limited to other events')

  await page.getByTestId('event-picker').selectOption(String(other.id))
  await expect(page).toHaveURL(new RegExp(`event=${other.id}`))
  await expect(segmentCard(page, `Other only ${tag}`)).toBeVisible()
  await expect(segmentCard(page, `Every event ${tag}`)).toBeVisible()
  await expect(segmentCard(page, `Spec only ${tag}`)).toHaveCount(0)

  // The choice survives a reload, and Create starts limited to the chosen event.
  await page.reload()
  await expect(page.getByTestId('event-picker')).toHaveValue(String(other.id))
  await page.getByRole('button', { name: 'Create Segment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Segment' })
  await expect(dialog.locator('select[name="eventId"]')).toHaveValue(String(other.id))
  await page.keyboard.press('Escape')
  await expectNoSeriousAxeViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('?create=1 opens the Create dialog, which fits the screen and closes with Escape', async ({ page }) => {
    await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    await page.goto('/admin/segments?create=1')
    const dialog = page.getByRole('dialog', { name: 'Create New Segment' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Segment Name')).toBeFocused()
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await expect(dialog.getByRole('button', { name: 'Create Segment' })).toBeInViewport()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/create=1/)
    await expect(page.getByRole('button', { name: 'Create Segment' })).toBeVisible()
  })
})
