import { expect, test } from '../test'
import Papa from 'papaparse'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, forgetFormHits, signIn } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const BOOKER = `Mary Jones ${unique}`
const CHILD = `Jem Jones ${unique}`

test.use({ viewport: { width: 1366, height: 768 } })

/**
 * Issue 31, item 6: a weekly course's export and table speak of its sessions by title and say who
 * booked whom, who is a child, each person's check-in code and place — not session keys and "Day 1".
 */
test('a weekly course exports session titles, booker, child, code and place, and the table shows group, child and place', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const start = new Date(Date.now() + 5 * 86_400_000)
  start.setUTCHours(18, 0, 0, 0)
  const at = (week: number, hours = 0) =>
    new Date(start.getTime() + (week - 1) * 7 * 86_400_000 + hours * 3_600_000).toISOString()
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Marriage Course ${unique}`,
      slug: `marriage-export-${unique}`,
      _status: 'published',
      sessions: [
        {
          key: 'week-1-strong-foundations',
          title: 'Week 1: Strong foundations',
          startsAt: at(1),
          endsAt: at(1, 2),
          mode: 'in-person',
        },
        { key: 'week-2', title: 'Week 2', startsAt: at(2), endsAt: at(2, 2), mode: 'in-person' },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const eventId = (await created.json()).doc.id as number
  await forgetFormHits('event-registration')
  const registered = await request.post('/api/registrations/register', {
    data: {
      event: `marriage-export-${unique}`,
      fullName: BOOKER,
      email: `mary.${unique}@e2e.example`,
      attendanceChoice: ['week-1-strong-foundations', 'week-2'],
      people: [{ fullName: CHILD, isChild: true, answers: {} }],
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const stored = await (
    await request.get(`/api/registrations?where[fullName][equals]=${encodeURIComponent(CHILD)}&depth=0`, { headers })
  ).json()
  const code = stored.docs[0].checkinCode as string

  const exported = await request.get(`/api/registrations/export?event=${eventId}`, { headers })
  expect(exported.ok()).toBe(true)
  const [header, ...rows] = Papa.parse<string[]>((await exported.text()).replace('\uFEFF', ''), {
    skipEmptyLines: true,
  }).data
  expect(header).toEqual([
    'Full Name',
    'Email',
    'Phone',
    'Attendance Choice',
    'GDPR Consent',
    'Week 1: Strong foundations Check-in',
    'Week 2 Check-in',
    'Tags',
    'Notes',
    'Registration Date',
    'Booked By',
    'Child',
    'Check-in Code',
    'Place',
    'Waiting For',
  ])
  const child = Object.fromEntries(header!.map((name, index) => [name, rows.find((row) => row[0] === CHILD)![index]]))
  expect(child).toMatchObject({
    'Attendance Choice': 'Week 1: Strong foundations, Week 2',
    'Week 2 Check-in': 'No',
    'Booked By': BOOKER,
    Child: 'Yes',
    'Check-in Code': `${code.slice(0, 4)}-${code.slice(4)}`,
    Place: 'Confirmed',
  })

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/registrations?event=${eventId}`)
  const table = page.getByRole('table')
  for (const name of ['Booked by', 'Child', 'Place', 'Week 1: Strong foundations', 'Week 2'])
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /^Day \d/ })).toHaveCount(0)
  const childRow = table.getByRole('row').filter({ hasText: CHILD })
  await expect(childRow).toContainText(BOOKER)
  await expect(childRow).toContainText('Confirmed')
  await expectNoSeriousAxeViolations(page, { include: 'table' })
})
